/**
 * Edits to @docusaurus/theme-common/lib/utils/reactUtils.js.
 */
const compareCodeUnits = require('../compareCodeUnits.cjs');
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
  sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
  parts: {
    'startup-without-icu': {
      ...partFacts['startup-without-icu'],
      changes:
        "`useShallowMemoObject` sorts an object's keys to make its memo order-insensitive: by code units instead " +
        'of `localeCompare`, which loads the locale data on first use.',
      edits: [{find: 'a[0].localeCompare(b[0])', replace: 'compareCodeUnits__icu(a[0], b[0])'}],
      append: compareCodeUnits,
    },
  },
};
