/**
 * Prefetching that waits for idle time. Docusaurus prefetches the chunks of
 * every internal link that scrolls into view. On a page's first paint twenty
 * or thirty links come into view at once; each prefetch matches the route
 * table and adds `<link rel="prefetch">` tags, and together they made one
 * long task right after hydration. The client module queues them and runs a
 * few at a time when the browser is idle (see ./queue.ts).
 */
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
