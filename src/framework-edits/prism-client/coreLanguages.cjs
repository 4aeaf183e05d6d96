/**
 * Rspack loader (server and browser builds) for prism-react-renderer: swaps
 * the languages it bundles for a smaller core set, read from the `prismjs`
 * package's own grammar files.
 *
 * Why: every grammar it bundles is set up when the module loads, and each
 * setup walks all the grammars loaded before it (Prism's insertBefore), so
 * its 28 languages cost one of the longest tasks on a page with code. The
 * core set keeps what our pages and JavaScript code need; the other
 * languages it used to bundle (Go, Python, Swift…) load with the pages that
 * show them, like bash (./languages.ts).
 *
 * The core is loaded in the bundle's own order, so the grammars come out the
 * same and code is highlighted as before (the unit test compares the tokens
 * of every code block on the site). It has to apply to both builds: the
 * server's highlighting must match the browser's for hydration.
 *
 * Plain JavaScript because Rspack and Jest load it as it is: it is the Rspack
 * loader (the default export) and the Jest transform (`process`).
 */
const fs = require('node:fs');

/** Grammar files of the core set, in load order. Grammars that change others (js-extras, jsdoc…) must stay here. */
const coreComponents = [
  'markup',
  'regex',
  'clike',
  'javascript',
  'javadoclike',
  'css',
  'css-extras',
  'yaml',
  'markdown',
  // JavaScript's tagged templates (graphql`…`, sql`…`) embed these when they are loaded.
  'graphql',
  'sql',
  'typescript',
  'jsdoc',
  'js-extras',
  'js-templates',
  'jsx',
  'tsx',
  'json',
];

const start = '// src/prism-langs.ts\n';
const end = '// src/themes/index.ts\n';
const prismInstance = 'var Prism = __toESM(require_prism());\n';

function componentPath(name) {
  return require.resolve(`prismjs/components/prism-${name}.js`);
}

/**
 * @param {string} source
 * @param {string} [file] for the error message
 */
function replaceLanguages(source, file = 'prism-react-renderer') {
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  if (from === -1 || to === -1 || !source.slice(from, to).startsWith(start + prismInstance)) {
    throw new Error(
      `${file}: the section that loads the bundled languages was not found where expected, so it cannot be replaced. ` +
        'Check the new layout of the file and update src/framework-edits/prism-client/coreLanguages.cjs.',
    );
  }
  // Each grammar file extends a `Prism` in scope: here, the instance the section declares.
  const grammars = coreComponents.map((name) => `// prismjs/components/prism-${name}.js\n${fs.readFileSync(componentPath(name), 'utf8')}\n`);
  return `${source.slice(0, from)}${start}${prismInstance}${grammars.join('')}${source.slice(to)}`;
}

module.exports = function loader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  for (const name of coreComponents) this.addDependency(componentPath(name));
  return replaceLanguages(source, this.resourcePath);
};
module.exports.replaceLanguages = replaceLanguages;
// Jest transform, so unit tests highlight with the site's Prism.
module.exports.process = (source, file) => ({code: replaceLanguages(source, file)});
module.exports.coreComponents = coreComponents;
