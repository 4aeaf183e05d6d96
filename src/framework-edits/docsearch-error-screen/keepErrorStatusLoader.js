/**
 * Bundler loader for @docsearch/react's modal. DocSearch marks a search as
 * failed ("error" status, which shows "Unable to fetch results") when every
 * Algolia host is unreachable, but the autocomplete core it bundles resets
 * the status to "idle" right after, in a `finally`, so readers saw "No
 * results" instead. This keeps the status after a failed request.
 *
 * JavaScript, not TypeScript: the bundler runs loaders with Node's require.
 */
const idleInFinally = /\.finally\(function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\)/g;

/**
 * @param {string} source
 * @param {string} file name for the error message
 * @returns {string}
 */
function keepErrorStatus(source, file) {
  const matches = source.match(idleInFinally) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `${file}: expected one autocomplete status reset to patch, found ${matches.length}. ` +
        '@docsearch/react has changed: check whether a failed search still shows "No results", ' +
        'then update or remove src/framework-edits/docsearch-error-screen.',
    );
  }
  return source.replace(
    idleInFinally,
    (_match, setStatus, stallTimer, props) =>
      `.then(function(){${setStatus}("idle")},function(e){"RetryError"!==(e&&e.name)&&${setStatus}("idle")})` +
      `.finally(function(){${stallTimer}&&${props}.environment.clearTimeout(${stallTimer})})`,
  );
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function keepErrorStatusLoader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  return keepErrorStatus(source, this.resourcePath);
};
module.exports.keepErrorStatus = keepErrorStatus;
