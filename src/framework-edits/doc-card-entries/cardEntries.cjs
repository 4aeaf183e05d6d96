/**
 * Bundler loader for a docs version's props (the JSON module every page of
 * the version loads): keeps in its `docs` map only the docs a doc card can
 * show. That map (each doc's id, title, description and sidebar) is read by
 * `useDocById`, which only the theme's DocCard calls, for a linked doc's
 * description; it was most of the props, which every docs page loads
 * (PERFORMANCE.md, "Why the site is built this way").
 *
 * A card list shows:
 * - on a category's generated index, the category's items;
 * - in a doc that renders `<DocCardList />` without items, the items of the
 *   deepest category holding the doc (the category itself when the doc is
 *   its link), or the sidebar's top level.
 * A doc that passes its own `items` could show any doc: then the map stays
 * whole. A doc card whose entry is gone would fail the build while its page
 * renders ("no version doc found by id"), not quietly.
 *
 * Plain JavaScript because Rspack loads loaders as they are. The card data,
 * by `<plugin id>/<version name>`, comes from ./index.ts.
 */

/**
 * @typedef {{generatedIndexes: string[], cardLists: {permalink: string, ownItems: boolean}[]}} VersionCards
 * @typedef {{type: string, href?: string, docId?: string, items?: PropItem[]}} PropItem
 */

/** As the theme compares paths (isSamePath): without a trailing slash, in any case. */
const samePath = (a, b) => a !== undefined && a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/**
 * The ids of the docs a card of this version can show, or undefined when
 * any doc can be (a card list with its own items).
 * @param {Record<string, PropItem[]>} sidebars the props' `docsSidebars`
 * @param {VersionCards} cards
 * @returns {Set<string> | undefined}
 */
function docsCardsCanShow(sidebars, cards) {
  if (cards.cardLists.some((list) => list.ownItems)) {
    return undefined;
  }
  const shown = new Set();
  const showItems = (items) => {
    for (const item of items) if (item.type === 'link' && item.docId) shown.add(item.docId);
  };
  const listedIn = (href) => href !== undefined && cards.cardLists.some((list) => samePath(href, list.permalink));
  const walk = (items) => {
    // A doc with a card list, listed here: its cards are its siblings.
    if (items.some((item) => item.type === 'link' && listedIn(item.href))) showItems(items);
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (cards.generatedIndexes.some((permalink) => samePath(item.href, permalink)) || listedIn(item.href)) showItems(item.items ?? []);
      walk(item.items ?? []);
    }
  };
  Object.values(sidebars).forEach(walk);
  return shown;
}

/**
 * The props' JSON with only the entries cards can show; any other JSON
 * module (a category's generated index) as it is.
 * @param {string} source
 * @param {Record<string, VersionCards>} versions
 * @param {string} file for the error message
 */
function keepCardEntries(source, versions, file) {
  const props = JSON.parse(source);
  const version = props.version;
  if (!version || !version.docs || !version.docsSidebars) {
    return source;
  }
  const cards = versions[`${version.pluginId}/${version.version}`];
  if (!cards) {
    throw new Error(`${file}: no card data for the docs version ${version.pluginId}/${version.version} (src/framework-edits/doc-card-entries).`);
  }
  const shown = docsCardsCanShow(version.docsSidebars, cards);
  if (shown) {
    version.docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => shown.has(id)));
  }
  return JSON.stringify(props);
}

module.exports = function loader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  // Most modules here are a doc's metadata: no need to parse them or read the card data.
  if (!source.includes('"docsSidebars"')) {
    return source;
  }
  // The card data is a file the plugin writes on every build, so that a doc that starts rendering a card list
  // (which changes no props) still rebuilds its version's props from Rspack's persistent cache.
  const {cardsFile} = this.getOptions();
  this.addDependency(cardsFile);
  return keepCardEntries(source, JSON.parse(require('node:fs').readFileSync(cardsFile, 'utf8')), this.resourcePath);
};
module.exports.docsCardsCanShow = docsCardsCanShow;
module.exports.keepCardEntries = keepCardEntries;
