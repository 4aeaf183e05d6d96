/**
 * Types for the two small helpers of the local search theme that the search
 * bar placeholder reuses, so its shortcut matches and looks like the theme's.
 * The package ships them as plain JavaScript.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type ParsedKeymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
