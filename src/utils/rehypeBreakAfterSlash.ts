/**
 * Lets a heading break after a slash. A package name such as
 * "@docusaurus/plugin-content-docs" is one word to the browser's line
 * breaker, so a phone broke the page's title mid-word ("@docusaurus/plu" /
 * "gin-content-docs"). A `<wbr>` after each slash between two letters gives
 * the line a better place to end; it adds no text, so links, the table of
 * contents and search read the heading as before. Code inside a heading is
 * left as it is.
 */
import type {Element, ElementContent, Root} from 'hast';

const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const afterSlash = /(?<=\w\/)(?=\w)/;

const wbr = (): Element => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

function withBreaks(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') {
      return node.value.split(afterSlash).flatMap((part, index) => (index === 0 ? [{type: 'text', value: part}] : [wbr(), {type: 'text', value: part}]));
    }
    if (node.type === 'element' && node.tagName !== 'code') {
      return [{...node, children: withBreaks(node.children)}];
    }
    return [node];
  });
}

/** Every heading, at any depth: MDX wraps a page's title in a JSX `<header>`, and components (tabs, details) hold headings too. */
function visit(node: {type: string; tagName?: string; children?: unknown[]}): void {
  if (node.type === 'element' && headings.has(node.tagName!)) {
    const heading = node as Element;
    heading.children = withBreaks(heading.children);
    return;
  }
  for (const child of (node.children ?? []) as {type: string}[]) {
    visit(child);
  }
}

export default function rehypeBreakAfterSlash() {
  return (tree: Root): void => visit(tree);
}
