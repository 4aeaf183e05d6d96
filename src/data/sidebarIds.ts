/**
 * The main docs' reference sidebar (options, APIs, the CLI), as sidebars.ts
 * and every versioned sidebar name it: the navbar's "API" item, the llms.txt
 * "API reference" section and the search's reference pages read it. A module
 * of its own, so that plugins read it without loading the docs options.
 */
export const apiSidebarId = 'api';
