/**
 * Exact-text edits to installed modules, applied by an Rspack loader, for
 * the local plugins that change a line or two of Docusaurus's client code
 * (startup-without-icu, post-hydration-transitions).
 *
 * Each edit names the exact text it replaces and must find it exactly once:
 * when an update changes that text, the build fails with the module's path
 * and the name of the file that holds the edits, instead of quietly shipping
 * the original.
 *
 * Plain JavaScript because Rspack loads loaders as they are.
 */

/**
 * @typedef {{find: string, replace: string}} Edit
 * @typedef {{file: RegExp, edits: Edit[], prepend?: string, append?: string}} Patch
 */

/**
 * The loader for a list of patches; `patchesFile` (relative to the site) is
 * named in errors. The loader also carries `patchSource` (for tests) and
 * `patchedFiles` (for the Rspack rules, see `patchRules`).
 * @param {Patch[]} patches
 * @param {string} patchesFile
 */
function definePatchLoader(patches, patchesFile) {
  function patchSource(source, file) {
    const patch = patches.find(({file: pattern}) => pattern.test(file));
    if (!patch) return source;
    let patched = source;
    for (const {find, replace} of patch.edits) {
      const count = patched.split(find).length - 1;
      if (count !== 1) {
        throw new Error(
          `${file}: expected the text "${find}" once, found it ${count} times. ` +
            `Docusaurus changed this module: update ${patchesFile}.`,
        );
      }
      patched = patched.replace(find, () => replace);
    }
    return (patch.prepend ?? '') + patched + '\n' + (patch.append ?? '');
  }

  function loader(source) {
    // The patched module depends on its edits: without this, Rspack's
    // persistent cache kept serving a module patched by an older version of
    // the edits after they changed (only Docusaurus's files and the config
    // invalidate that cache). Every local loader does the same for its own
    // file (src/framework-edits/installedModuleEdits.test.ts checks them all).
    this.addDependency(this.loaders[this.loaderIndex].path);
    this.addDependency(__filename);
    return patchSource(source, this.resourcePath);
  }
  loader.patchSource = patchSource;
  loader.patchedFiles = patches.map(({file}) => file);
  return loader;
}

/**
 * Rspack rules that run the loader module at `loaderPath` (absolute) on
 * each file it patches.
 * @param {string} loaderPath
 */
function patchRules(loaderPath) {
  const {patchedFiles} = require(loaderPath);
  return patchedFiles.map((file) => ({test: file, use: [{loader: loaderPath}]}));
}

module.exports = {definePatchLoader, patchRules};
