/**
 * The source edits behind ./index.ts, as an Rspack loader
 * (src/framework-edits/modulePatches.cjs: each edit must find its exact text, or the
 * build fails and names this file). Each one wraps a state update that a
 * Docusaurus effect makes once the page has hydrated in `startTransition`.
 */
const {definePatchLoader} = require('../../modulePatches.cjs');

const importStartTransition = "import {startTransition as startTransition__pht} from 'react';\n";

const patches = [
  {
    // isBrowser turns true: BrowserOnly parts (code block buttons, the search box…), ThemedImage and the
    // data-has-hydrated attribute render.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    edits: [{find: 'setIsBrowser(true);', replace: 'startTransition__pht(() => setIsBrowser(true));'}],
    prepend: importStartTransition,
  },
  {
    // The first "ssr" → "mobile"/"desktop" answer (navbar, docs sidebar, table of contents). Resizes stay urgent.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    edits: [{find: '        updateWindowSize();\n', replace: '        startTransition__pht(updateWindowSize);\n'}],
    prepend: importStartTransition,
  },
  {
    // Each code block measures whether its code overflows (for the word-wrap button) and looks for a
    // hidden tab panel around it. `closest` answers null where the state starts as undefined, so every
    // block re-rendered, tokens and all, for nothing: null now counts as undefined. Both updates are
    // transitions whenever they happen (after hydration, a resize, a tab shown): they only decide
    // whether the word-wrap button shows.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    edits: [
      {
        find: "setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));",
        replace:
          "const hiddenTabElement__pht = codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? undefined;\n" +
          '        startTransition__pht(() => setHiddenTabElement(hiddenTabElement__pht));',
      },
      {find: 'setIsCodeScrollable(isScrollable);', replace: 'startTransition__pht(() => setIsCodeScrollable(isScrollable));'},
    ],
    prepend: importStartTransition,
  },
  {
    // The reader's preferred docs version, read from storage (version dropdown, "latest version" links).
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    edits: [
      {
        find: 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
        replace: 'startTransition__pht(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
      },
    ],
    prepend: importStartTransition,
  },
];

module.exports = definePatchLoader(patches, 'src/framework-edits/startup/post-hydration-transitions/patches.cjs');
