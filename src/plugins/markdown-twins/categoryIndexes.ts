/**
 * Generated category index pages (`/docs/category/guides/`) have no source
 * file: only the sidebar that declares them knows their address, title and
 * description. The docs plugin keeps its own list of them internal, so the
 * twins read them from the loaded sidebars.
 */
import type {Sidebar} from '../../utils/sidebarDocIds';

export type CategoryIndexPage = {permalink: string; title: string; description?: string};

/** Every generated index of these sidebars, once each, in sidebar order. */
export function categoryIndexPages(sidebars: Sidebar[]): CategoryIndexPage[] {
  const pages = new Map<string, CategoryIndexPage>();
  const visit = (items: Sidebar) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' && !pages.has(item.link.permalink)) {
        pages.set(item.link.permalink, {permalink: item.link.permalink, title: item.link.title ?? item.label, description: item.link.description});
      }
      visit(item.items);
    }
  };
  sidebars.forEach(visit);
  return [...pages.values()];
}
