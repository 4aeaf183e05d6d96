/**
 * The theme's Markdown components, plus a table that stays reachable with the
 * keyboard when it is wide enough to scroll (src/components/ScrollableTable)
 * and header cells that are plain cells when empty (./TableHeaderCell).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import TableHeaderCell from './TableHeaderCell';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  th: TableHeaderCell,
};
