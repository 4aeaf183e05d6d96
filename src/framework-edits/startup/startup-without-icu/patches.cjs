/**
 * The source edits behind ./index.ts, one per Docusaurus module, as an
 * Rspack loader (src/framework-edits/modulePatches.cjs: each edit must find its exact
 * text, or the build fails and names this file).
 */
const path = require('node:path');
const {definePatchLoader} = require('../../modulePatches.cjs');

const dateTimeFormatModule = JSON.stringify(path.join(__dirname, '../../../utils/dateTimeFormat.ts'));
const cannotStartWithEmojiModule = JSON.stringify(path.join(__dirname, 'cannotStartWithEmoji.ts'));
// Code-unit order: both sorts below only need a stable order in which a path comes before its extensions.
const compareCodeUnits = 'function compareCodeUnits__icu(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n';

const patches = [
  {
    // getActivePlugin sorts the docs plugins' paths so that "/docs/x" is tried before "/docs".
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    edits: [{find: 'b[1].path.localeCompare(a[1].path)', replace: 'compareCodeUnits__icu(b[1].path, a[1].path)'}],
    append: compareCodeUnits,
  },
  {
    // useShallowMemoObject sorts an object's keys to make its memo order-insensitive.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    edits: [{find: 'a[0].localeCompare(b[0])', replace: 'compareCodeUnits__icu(a[0], b[0])'}],
    append: compareCodeUnits,
  },
  {
    // useDateTimeFormat: last-updated dates, blog post dates, the blog archive.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
    edits: [{find: 'return new Intl.DateTimeFormat(currentLocale, {', replace: 'return createDateTimeFormat__icu(currentLocale, {'}],
    prepend: `import {createDateTimeFormat as createDateTimeFormat__icu} from ${dateTimeFormatModule};\n`,
  },
  {
    // extractLeadingEmoji: each doc card looks for an emoji at the start of its label by splitting
    // the label into graphemes. The segmenter loads ICU's break data on first use (55 ms on a
    // category page here). Labels that cannot start with an emoji (./cannotStartWithEmoji.ts) now
    // get the original's "no emoji" answer without it; the others still go through the segmenter,
    // created on first need.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
    edits: [
      {
        find: "const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });",
        replace: 'let segmenter__icu;',
      },
      {
        find: 'const it = segmenter.segment(input)[Symbol.iterator]();',
        replace:
          'if (cannotStartWithEmoji__icu(input)) { return { emoji: null, rest: input }; }\n' +
          "    segmenter__icu ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });\n" +
          '    const it = segmenter__icu.segment(input)[Symbol.iterator]();',
      },
    ],
    prepend: `import {cannotStartWithEmoji as cannotStartWithEmoji__icu} from ${cannotStartWithEmojiModule};\n`,
  },
];

module.exports = definePatchLoader(patches, 'src/framework-edits/startup/startup-without-icu/patches.cjs');
