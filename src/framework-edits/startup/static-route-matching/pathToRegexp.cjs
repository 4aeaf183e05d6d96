/**
 * `path-to-regexp` (1.x) for React Router in the browser build, with a fast
 * path for route paths that have no parameters.
 *
 * React Router turns each route's path into a regular expression the first
 * time it tests a URL against it. To find the current page, Docusaurus tests
 * the URL against the route table in order, so a docs page near the end of
 * the table compiled an expression for most routes while `main.js` started,
 * a large share of that task (PERFORMANCE.md, Start-up). Almost every path
 * here is static (`/docs/installation/`), and for those the expression only
 * compares a prefix; `staticPathMatcher` does that comparison directly and
 * returns what `RegExp.prototype.exec` would. Paths with parameters,
 * wildcards, groups or escapes, and any other delimiter, go to the real
 * module.
 */
const realPathToRegexp = require('path-to-regexp/index.js');
const {asciiLowerCase, isPlainAsciiPath} = require('../../../utils/plainRoutePath.cjs');

function isStaticPath(path, options) {
  return typeof path === 'string' && isPlainAsciiPath(path) && (options.delimiter === undefined || options.delimiter === '/');
}

/** An object whose `exec` returns what the compiled expression's `exec` would for a static path. */
function staticPathMatcher(path, keys, options) {
  const strict = Boolean(options.strict);
  const end = options.end !== false;
  const sensitive = Boolean(options.sensitive);
  const endsWithSlash = path.endsWith('/');
  // Non-strict: the path's own trailing slash becomes an optional one, allowed only at the end of the URL.
  const core = !strict && endsWithSlash ? path.slice(0, -1) : path;
  const foldedCore = sensitive ? core : asciiLowerCase(core);

  function exec(input) {
    const text = String(input);
    const head = text.slice(0, core.length);
    if (head.length < core.length || (sensitive ? head : asciiLowerCase(head)) !== foldedCore) return null;
    const rest = text.slice(core.length);
    let matched = head;
    if (!strict && rest === '/') {
      matched = text;
    } else if (end ? rest !== '' : !(strict && endsWithSlash) && rest !== '' && rest[0] !== '/') {
      return null;
    }
    return Object.assign([matched], {index: 0, input: text, groups: undefined});
  }

  return {exec, test: (input) => exec(input) !== null, keys, source: path, staticPath: true};
}

function pathToRegexp(path, keys, options) {
  if (!Array.isArray(keys)) {
    options = keys || options;
    keys = [];
  }
  options = options || {};
  if (isStaticPath(path, options)) return staticPathMatcher(path, keys, options);
  return realPathToRegexp(path, keys, options);
}

module.exports = pathToRegexp;
module.exports.parse = realPathToRegexp.parse;
module.exports.compile = realPathToRegexp.compile;
module.exports.tokensToFunction = realPathToRegexp.tokensToFunction;
module.exports.tokensToRegExp = realPathToRegexp.tokensToRegExp;
