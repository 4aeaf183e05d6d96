/**
 * Shows a changed announcement bar on the very first page load after the
 * change (spec §4), for readers who had closed the previous one.
 *
 * The theme's inline script hides the bar before the first paint when the
 * stored dismissal says "true", through the
 * `data-announcement-bar-initially-dismissed` attribute on <html>. It does not
 * look at the bar's id, and after hydration nothing clears the attribute, so
 * the new bar stayed hidden until the next full load even though the theme
 * had already reset the dismissal. This plugin adds a second inline script,
 * after the theme's: when the stored id is not the current one, the old
 * dismissal does not count and the bar stays in the first paint.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/** The script's source; the keys follow the theme's (theme-common's announcementBar context). */
export function announcementBarResetScript(currentId: string, storageNamespace: string): string {
  const idKey = `docusaurus.announcement.id${storageNamespace}`;
  return `(function() {
  try {
    if (localStorage.getItem(${JSON.stringify(idKey)}) !== ${JSON.stringify(currentId)}) {
      document.documentElement.setAttribute('${initiallyDismissedAttribute}', 'false');
    }
  } catch (err) {}
})();`;
}

export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const announcementBar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) {
        return {};
      }
      return {
        // Site plugins come after the theme, so this runs after its script.
        preBodyTags: [{tagName: 'script', innerHTML: announcementBarResetScript(announcementBar.id, context.siteStorage.namespace)}],
      };
    },
  };
}
