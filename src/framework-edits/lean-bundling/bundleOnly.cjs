/**
 * Loaded with `node --require` by scripts/build.mjs when a large site bundles
 * apart (BUILD_ONE_BUNDLE=client or server): `docusaurus build` then
 * compiles only that one of its two bundler configurations. Docusaurus
 * compiles both at once, which on a large site peaks well above either
 * bundle alone (figures in PERFORMANCE.md, "Build"). Nothing else changes:
 * each bundle is built from the same configuration, to the same place.
 *
 * How: Docusaurus's build calls `compile({configs})` from
 * @docusaurus/bundler/lib/compiler.js through the package's index, which
 * reads that module's export on every call; this replaces the export before
 * anything loads it. scripts/build.mjs checks each step's output, so the
 * build fails if Docusaurus stops going through it.
 */
/** The bundler configuration's `name` for each bundle (@docusaurus/core/lib/webpack/base.js). */
const bundleNames = ['client', 'server'];

/**
 * `configs`, keeping only the one named `only`; throws when the names are not the two expected.
 * @param {{name: string}[]} configs
 * @param {string} only
 */
function keepOnly(configs, only) {
  const names = configs.map((config) => config.name);
  if (names.length !== 2 || !bundleNames.every((name) => names.includes(name))) {
    throw new Error(
      `src/framework-edits/lean-bundling/bundleOnly.cjs: Docusaurus compiles bundles named ${JSON.stringify(names)}, not "client" and "server"; ` +
        'bundling apart no longer applies (build with BUILD_BUNDLES=together, then update the file).',
    );
  }
  return configs.filter((config) => config.name === only);
}

/**
 * Replaces `compile` in the installed bundler package so that only the `only` bundle is compiled.
 * @param {string} only
 * @param {string} siteDir
 */
function install(only, siteDir) {
  if (!bundleNames.includes(only)) {
    throw new Error(`src/framework-edits/lean-bundling/bundleOnly.cjs: BUILD_ONE_BUNDLE must be "client" or "server" (got "${only}").`);
  }
  const compilerModule = require(require.resolve('@docusaurus/bundler/lib/compiler.js', {paths: [siteDir]}));
  const compileBoth = compilerModule.compile;
  compilerModule.compile = (options) => compileBoth({...options, configs: keepOnly(options.configs, only)});
}

if (process.env.BUILD_ONE_BUNDLE) {
  install(process.env.BUILD_ONE_BUNDLE, process.cwd());
}

module.exports = {keepOnly, install};
