/**
 * The theme's Markdown components, plus a table that stays reachable with the
 * keyboard when it is wide enough to scroll (src/components/ScrollableTable).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
