/**
 * `useIsBrowser` for the classic theme's Tabs module in the browser build
 * (see ./index.ts): the browser build only ever runs in a browser.
 */
export default function useIsBrowser(): boolean {
  return true;
}
