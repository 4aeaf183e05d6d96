import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The bar above the navbar. Change `id` whenever the message changes: readers
 * who dismissed the previous message will then see the new one (spec §4).
 * Link only to pages that say what the bar announces (an e2e test checks that
 * each linked page names the version the bar names).
 */
export function announcementBar(baseUrl: string): AnnouncementBar {
  return {
    id: 'docusaurus-3-10-faster',
    content: `Docusaurus 3.10 is out, and these docs cover it: turn on <a href="${baseUrl}docs/api/docusaurus-config/#future-faster">Docusaurus Faster</a> to build with Rspack and SWC.`,
    backgroundColor: '#1d5d3b',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
