/**
 * The switch between the site as we ship it and stock Docusaurus.
 *
 * FRAMEWORK_EDITS=off builds the site with none of the edits that reach past
 * Docusaurus's public API: no installed module patched, rewritten or
 * replaced, no custom page shell, no build split into steps through
 * Docusaurus's internal variables. What stays is Docusaurus itself and the
 * plugins that use its options, lifecycles, bundler settings and theme
 * components. It shows that the site works on the day of a Docusaurus
 * upgrade, before the speed work is fitted again, and it is the baseline the
 * edits are measured against. Unset or "on": the site as shipped.
 */

/** @param {NodeJS.ProcessEnv} [env] @returns {boolean} */
function frameworkEditsOn(env = process.env) {
  const value = env.FRAMEWORK_EDITS ?? 'on';
  if (value !== 'on' && value !== 'off') {
    throw new Error(`FRAMEWORK_EDITS must be "on" or "off" (got "${value}").`);
  }
  return value === 'on';
}

/**
 * Where `npm run build` writes the site unless told otherwise, and the build
 * the end-to-end tests visit: `build/`, or `build-stock/` with
 * FRAMEWORK_EDITS=off, so the two builds can sit side by side.
 * @param {NodeJS.ProcessEnv} [env] @returns {string}
 */
function defaultBuildFolder(env = process.env) {
  return frameworkEditsOn(env) ? 'build' : 'build-stock';
}

module.exports = {frameworkEditsOn, defaultBuildFolder};
