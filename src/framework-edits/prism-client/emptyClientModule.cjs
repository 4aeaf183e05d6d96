/**
 * Rspack loader for the classic theme's `prism-include-languages` client
 * module. That module imports Prism on every page at startup, to hand it to
 * `@theme/prism-include-languages`, which would load the configured
 * `prism.additionalLanguages` (none while this plugin runs; see
 * ./languages.ts) and bundles every Prism grammar through its dynamic
 * require. Emptied, Prism loads with the code blocks that use it, and pages
 * without code skip it.
 */
module.exports = function loader() {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  return '// Emptied by src/framework-edits/prism-client/emptyClientModule.cjs.\nexport {};\n';
};
