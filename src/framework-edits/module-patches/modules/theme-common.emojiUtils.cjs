/**
 * Edits to @docusaurus/theme-common/lib/utils/emojiUtils.js:
 * `extractLeadingEmoji`, which each doc card runs on its label.
 */
const path = require('node:path');
const partFacts = require('../parts.cjs');

const cannotStartWithEmojiModule = JSON.stringify(path.join(__dirname, '../../startup/startup-without-icu/cannotStartWithEmoji.ts'));

module.exports = {
  module: '@docusaurus/theme-common/lib/utils/emojiUtils.js',
  sha256: '16bc9e0dec887a1c0c2ee720860384c7a44859f0548e12ab285be4c2b67a3e13',
  parts: {
    'startup-without-icu': {
      ...partFacts['startup-without-icu'],
      changes:
        'Each doc card looks for an emoji at the start of its label by splitting the label into graphemes, and the ' +
        "segmenter loads the locale's break data on first use. Labels that cannot start with an emoji " +
        '(../startup/startup-without-icu/cannotStartWithEmoji.ts) now get the original\'s "no emoji" answer ' +
        'without it; the others still go through the segmenter, created on first need.',
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
  },
};
