/**
 * The docs of a sidebar, in reading order. Shared by the llms.txt files
 * (markdown-twins) and the search index's reference pages (search-pagefind).
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

export type Sidebar = LoadedVersion['sidebars'][string];
type SidebarItem = Sidebar[number];

/** Doc IDs of a sidebar in reading order: a category's own page before its items; each doc once. */
export function sidebarDocIds(sidebar: Sidebar): string[] {
  const ids: string[] = [];
  const visit = (item: SidebarItem) => {
    if (item.type === 'doc' || item.type === 'ref') {
      ids.push(item.id);
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc') {
        ids.push(item.link.id);
      }
      item.items.forEach(visit);
    }
  };
  sidebar.forEach(visit);
  return [...new Set(ids)];
}
