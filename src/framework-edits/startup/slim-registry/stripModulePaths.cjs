/**
 * Rspack loader for the generated route registry (`.docusaurus/registry.js`)
 * in the browser build. Each entry is a chunk's loader, its module path and
 * its module id:
 *
 *   "00ffe31c": [() => import(/* … *\/ "@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],
 *
 * The path in the middle only serves server rendering, where react-loadable
 * reports which modules a page used; in the browser nothing reads it. With
 * one entry per page and data file, those strings grew every page's main
 * bundle with the site (PERFORMANCE.md, Start-up). The browser build gets
 * `0` in their place; the server build keeps them.
 *
 * If the generator's format changes and no entry matches, the build fails
 * naming the file, rather than shipping the registry unchanged unnoticed.
 *
 * Plain JavaScript because Rspack loads loaders as they are.
 */
const entry = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)), \2, (require\.resolveWeak\(\2\)\])/g;

function stripModulePaths(source, file = 'registry.js') {
  let stripped = 0;
  const result = source.replace(entry, (_match, loader, _path, moduleId) => {
    stripped += 1;
    return `${loader}, 0, ${moduleId}`;
  });
  const entries = (source.match(/^\s*"[^"]+": \[/gm) ?? []).length;
  if (stripped !== entries) {
    throw new Error(
      `${file}: ${stripped} of ${entries} route registry entries have the expected layout. ` +
        'Check the new format of the generated registry and update src/framework-edits/startup/slim-registry/stripModulePaths.cjs.',
    );
  }
  return result;
}

module.exports = function loader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  return stripModulePaths(source, this.resourcePath);
};
module.exports.stripModulePaths = stripModulePaths;
