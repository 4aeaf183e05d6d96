/**
 * Edits to @docusaurus/theme-common/lib/utils/IntlUtils.js.
 */
const path = require('node:path');
const partFacts = require('../parts.cjs');

const dateTimeFormatModule = JSON.stringify(path.join(__dirname, '../../../utils/dateTimeFormat.ts'));

module.exports = {
  module: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
  sha256: '50ecfecea6e487ee17ffc3e62848277742fbfef4a5eed65a533923e772b89618',
  parts: {
    'startup-without-icu': {
      ...partFacts['startup-without-icu'],
      changes:
        '`useDateTimeFormat` (last-updated dates, blog post dates, the blog archive) formats English dates ' +
        'directly (src/utils/dateTimeFormat.ts) instead of through `Intl.DateTimeFormat`, which loads the locale data.',
      edits: [{find: 'return new Intl.DateTimeFormat(currentLocale, {', replace: 'return createDateTimeFormat__icu(currentLocale, {'}],
      prepend: `import {createDateTimeFormat as createDateTimeFormat__icu} from ${dateTimeFormatModule};\n`,
    },
  },
};
