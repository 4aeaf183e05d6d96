/**
 * What each part of src/framework-edits that edits installed modules buys,
 * the upstream reference that would make it unnecessary, and, where it is
 * one for all its modules, when to delete it: facts of the part, which each
 * of its files in ./modules/ spreads into its edits beside what the part
 * changes in that module.
 */
module.exports = {
  'active-doc-lookup': {
    buys: 'PERFORMANCE.md, "Why the site is built this way" (active-doc-lookup) and "Rendering"',
    upstream: 'none found',
  },
  'inline-boundaries': {
    buys: 'PERFORMANCE.md, "Live code blocks"',
    upstream:
      "none found in facebook/docusaurus; the behaviour is React 19.2's size-based outlining (facebook/react#33027), and facebook/react#35271 reports it for pages rendered whole",
    deleteWhen: 'Docusaurus renders pages with progressiveChunkSize: Infinity, or React stops outlining boundaries in a render that waits for all of it',
  },
  'post-hydration-transitions': {
    buys: 'PERFORMANCE.md, "What each part buys" (post-hydration-transitions)',
    upstream: 'related: facebook/docusaurus#9051 and #11916',
    deleteWhen: 'Docusaurus makes this update in a transition itself',
  },
  'pwa-registration': {
    buys: 'PERFORMANCE.md, "Why the site is built this way" (the service worker registers in idle time)',
    upstream: 'none found',
    deleteWhen: 'plugin-pwa registers in idle time and reads the address the page opened with',
  },
  'route-shards': {
    buys: 'PERFORMANCE.md, "Why the site is built this way" (route-shards) and "First load"',
    upstream: 'facebook/docusaurus#7256 asks for the route table out of main.js',
    deleteWhen: 'main.js no longer carries every route, chunk name and registry entry',
  },
  'startup-without-icu': {
    buys: 'PERFORMANCE.md, "What each part buys" (startup-without-icu)',
    upstream: 'none found',
    deleteWhen: 'hydration makes no `Intl` or `localeCompare` call',
  },
};
