/**
 * Rspack loader for the classic theme's `prism-include-languages` client
 * module. That module imports Prism on every page at startup, only to hand
 * it to `@theme/prism-include-languages`, which is a no-op on this site (we
 * list no `prism.additionalLanguages`; see ./languages.ts). Emptied, Prism
 * loads with the code blocks that use it, and pages without code skip it.
 */
module.exports = function loader() {
  // A warm build must see this file's changes; see src/utils/modulePatches.cjs.
  this.addDependency(__filename);
  return '// Emptied by src/plugins/prism-client/emptyClientModule.cjs.\nexport {};\n';
};
