/**
 * A comparison by code units, written into the modules whose sorts used
 * `localeCompare` (./modules/). Both sorts only need a stable order in
 * which a path comes before its extensions, which code-unit order gives
 * without loading the browser's locale data.
 */
module.exports = 'function compareCodeUnits__icu(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n';
