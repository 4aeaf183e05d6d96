/**
 * Names lazily loaded script files by their chunk id instead of their chunk
 * name: `assets/js/10437.3f2a9c1b.js` rather than `assets/js/de147cbe.3f2a9c1b.js`.
 *
 * Docusaurus names every route's chunk (one per page component and data
 * file) and loads them by name, so the runtime that every page downloads
 * first carried a table from each chunk id to its name: random-looking hex
 * that grows with every page (PERFORMANCE.md, Start-up). With id-based file
 * names that table is gone; the chunk hashes stay, so caching is unchanged.
 * Entry files (main, runtime~main) keep their names.
 */
import type {Plugin} from '@docusaurus/types';

export const lazyChunkFilename = 'assets/js/[id].[contenthash:8].js';

/**
 * The server bundle only renders the pages at build time and is deleted
 * after: no cache to bust, so its chunks need no hash, and its runtime no
 * table. With the hashes, the runtime rebuilt a table of every chunk's name
 * and hash for each chunk a page loaded, work that grows with the site
 * (PERFORMANCE.md, "Why the site is built this way").
 */
export const serverChunkFilename = 'assets/js/[id].js';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      if (process.env.NODE_ENV !== 'production') {
        return {};
      }
      return {output: {chunkFilename: isServer ? serverChunkFilename : lazyChunkFilename}};
    },
  };
}
