/**
 * Rspack loader for prism-react-renderer's browser build: drops its twenty
 * bundled colour themes, which every page's main bundle carried.
 * The site config picks and adjusts its two themes in Node, and the browser
 * gets the result through the serialized config; no client code reads
 * `themes`. Should some one day, it gets an error that says why, not an
 * empty object.
 *
 * The themes sit between two section comments of the package's build. If a
 * new version lays the file out otherwise, the build fails with this file's
 * name rather than shipping something half-cut.
 *
 * Plain JavaScript because Rspack loads loaders as they are.
 */
const start = '// src/themes/index.ts\n';
const end = '// src/index.ts\n';

const stub = `var themes_exports = new Proxy({}, {
  get(_target, name) {
    if (typeof name === 'symbol' || name === '__esModule' || name === 'then') return undefined;
    throw new Error('prism-react-renderer themes are left out of the browser bundle (src/framework-edits/prism-client/stripThemes.cjs): pick themes in the site config.');
  },
});
`;

/**
 * @param {string} source
 * @param {string} [file] for the error message
 */
function stripThemes(source, file = 'prism-react-renderer') {
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  if (from === -1 || to === -1 || !source.slice(from, to).includes('var themes_exports')) {
    throw new Error(
      `${file}: the section comments around the bundled themes were not found, so they cannot be left out. ` +
        'Check the new layout of the file and update src/framework-edits/prism-client/stripThemes.cjs.',
    );
  }
  return source.slice(0, from) + stub + source.slice(to);
}

module.exports = function loader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  return stripThemes(source, this.resourcePath);
};
module.exports.stripThemes = stripThemes;
