/**
 * Edits to @docusaurus/theme-common/lib/hooks/useCodeWordWrap.js, which each
 * code block uses to decide whether to show its word-wrap button.
 */
const partFacts = require('../parts.cjs');

module.exports = {
  module: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
  sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
  parts: {
    'post-hydration-transitions': {
      ...partFacts['post-hydration-transitions'],
      changes:
        'Each code block measures whether its code overflows and looks for a hidden tab panel around it. ' +
        '`closest` answers null where the state starts as undefined, so every block re-rendered, tokens and all, ' +
        'for nothing: null now counts as undefined. Both updates are transitions whenever they happen (after ' +
        'hydration, a resize, a tab shown): they only decide whether the word-wrap button shows.',
      edits: [
        {
          find: "setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));",
          replace:
            "const hiddenTabElement__pht = codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? undefined;\n" +
            '        startTransition__pht(() => setHiddenTabElement(hiddenTabElement__pht));',
        },
        {find: 'setIsCodeScrollable(isScrollable);', replace: 'startTransition__pht(() => setIsCodeScrollable(isScrollable));'},
      ],
      prepend: "import {startTransition as startTransition__pht} from 'react';\n",
    },
  },
};
