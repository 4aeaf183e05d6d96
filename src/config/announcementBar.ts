import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The bar above the navbar. Change `id` whenever the message changes: readers
 * who dismissed the previous message will then see the new one (spec §4).
 */
export function announcementBar(baseUrl: string): AnnouncementBar {
  return {
    id: 'docusaurus-3-10',
    content: `Docusaurus 3.10 is out: builds run on Rspack and SWC with <a href="${baseUrl}docs/configuration/">Docusaurus Faster</a>. Read what changed on <a href="${baseUrl}blog/">the blog</a>.`,
    backgroundColor: '#1d5d3b',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
