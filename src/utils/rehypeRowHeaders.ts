/**
 * A Markdown table whose header row starts with an empty cell
 * (`| | Algolia | Local |`) has headings on both axes: its first column
 * names each row. GitHub-flavoured Markdown makes that column plain data
 * cells and the corner an empty header, so screen readers announce an
 * unnamed header and never the row's name (WCAG 1.3.1; axe rules
 * "empty-table-header" and "td-has-header"). Here the corner becomes a plain
 * cell and each body row's first cell a row header (`<th scope="row">`).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

const isElement = (node: RootContent | ElementContent, tagName: string): node is Element => node.type === 'element' && node.tagName === tagName;

const childElements = (node: Element, tagName: string): Element[] => node.children.filter((child): child is Element => isElement(child, tagName));

const isBlank = (node: Element): boolean => node.children.every((child) => child.type === 'comment' || (child.type === 'text' && child.value.trim() === ''));

function addRowHeaders(table: Element): void {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  const [corner] = headerRow ? childElements(headerRow, 'th') : [];
  if (!corner || !isBlank(corner)) {
    return;
  }
  corner.tagName = 'td';
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      const [first] = childElements(row, 'td');
      if (first) {
        first.tagName = 'th';
        first.properties = {...first.properties, scope: 'row'};
      }
    }
  }
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (isElement(child, 'table')) {
      addRowHeaders(child);
    }
    if (child.type === 'element') {
      visit(child);
    }
  }
}

export default function rehypeRowHeaders() {
  return (tree: Root): void => {
    visit(tree);
  };
}
