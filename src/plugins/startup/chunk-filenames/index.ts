/**
 * Names lazily loaded script files by their chunk id instead of their chunk
 * name: `assets/js/10437.3f2a9c1b.js` rather than `assets/js/de147cbe.3f2a9c1b.js`.
 *
 * Docusaurus names every route's chunk (about 700 here, one per page
 * component and data file) and loads them by name, so the runtime that every
 * page downloads first carried a table from each chunk id to its name:
 * random-looking hex that grows with every page (runtime~main went from 20
 * to 16 KB gzipped without it). With id-based file names that table is gone;
 * the chunk hashes stay, so caching is unchanged. Entry files (main, runtime~main) keep their names.
 */
import type {Plugin} from '@docusaurus/types';

export const lazyChunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      // The server bundle is only used to render the pages at build time.
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      return {output: {chunkFilename: lazyChunkFilename}};
    },
  };
}
