/**
 * Smaller docs version props: see ./cardEntries.cjs. This part finds, after
 * the content is loaded, what a version's card lists can show: its
 * generated indexes, and its docs whose source renders `<DocCardList`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

interface VersionCards {
  generatedIndexes: string[];
  cardLists: {permalink: string; ownItems: boolean}[];
}

function generatedIndexes(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category' ? [...(item.link?.type === 'generated-index' ? [item.link.permalink] : []), ...generatedIndexes(item.items)] : [],
  );
}

/** What the card lists of a version can show (see ./cardEntries.cjs). */
export function versionCards(version: LoadedVersion, siteDir: string): VersionCards {
  return {
    generatedIndexes: Object.values(version.sidebars).flatMap(generatedIndexes),
    cardLists: version.docs.flatMap((doc) => {
      const source = fs.readFileSync(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
      const lists = source.match(/<DocCardList\b[^>]*>/g) ?? [];
      return lists.length === 0 ? [] : [{permalink: doc.permalink, ownItems: lists.some((tag) => /\bitems\s*=/.test(tag))}];
    }),
  };
}

export default function docCardEntriesPlugin(context: LoadContext): Plugin {
  let cardsFile: string | undefined;
  return {
    name: 'doc-card-entries',
    async allContentLoaded({allContent, actions}) {
      const versions: Record<string, VersionCards> = {};
      for (const [pluginId, content] of Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {})) {
        for (const version of (content as DocsContent).loadedVersions) {
          versions[`${pluginId}/${version.versionName}`] = versionCards(version, context.siteDir);
        }
      }
      cardsFile = await actions.createData('cards.json', JSON.stringify(versions));
    },
    configureWebpack() {
      // Production only: under `docusaurus start` a doc could start rendering a card list after the data was written.
      if (process.env.NODE_ENV !== 'production' || !cardsFile) {
        return {};
      }
      // Both builds: the browser must hydrate with the props the server rendered with.
      return {
        module: {
          rules: [
            {
              // The docs plugins' generated data: a version's props, and JSON modules the loader leaves as they are.
              test: path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs'),
              use: [{loader: require.resolve('./cardEntries.cjs'), options: {cardsFile}}],
            },
          ],
        },
      };
    },
  };
}
