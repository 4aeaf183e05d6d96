/**
 * Gives the checkbox of each Markdown task list item (`- [x] done`) an
 * accessible name: the item's own text. GitHub-flavoured Markdown renders a
 * bare `<input type="checkbox" disabled>` in front of the text, which screen
 * readers announce as an unnamed checkbox (WCAG 4.1.2, axe rule "label").
 * Text of nested lists is left out, so a parent item is named by its own line.
 */
import type {Element, Root} from 'hast';

type AnyNode = {type: string; value?: unknown; tagName?: string; children?: AnyNode[]};

function isElement(node: AnyNode, tagName?: string): node is Element & AnyNode {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function isTaskListItem(node: AnyNode): node is Element & AnyNode {
  if (!isElement(node, 'li')) {
    return false;
  }
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes('task-list-item');
}

function isCheckbox(node: AnyNode): node is Element & AnyNode {
  return isElement(node, 'input') && node.properties?.type === 'checkbox';
}

/** The checkbox of a tight item (direct child) or of a loose one (inside its first paragraph). */
function findCheckbox(item: Element & AnyNode): Element | undefined {
  for (const child of item.children as AnyNode[]) {
    if (isCheckbox(child)) {
      return child;
    }
    if (isElement(child, 'p')) {
      return (child.children as AnyNode[]).find(isCheckbox);
    }
  }
  return undefined;
}

/** Visible text of a node, without nested lists. */
function ownText(node: AnyNode): string {
  if (node.type === 'text' && typeof node.value === 'string') {
    return node.value;
  }
  if (isElement(node, 'ul') || isElement(node, 'ol')) {
    return ' ';
  }
  return (node.children ?? []).map(ownText).join('');
}

function label(node: AnyNode): void {
  if (isTaskListItem(node)) {
    const checkbox = findCheckbox(node);
    const properties = checkbox?.properties;
    const text = ownText(node).replace(/\s+/g, ' ').trim();
    if (properties && text && properties.ariaLabel === undefined && properties.ariaLabelledBy === undefined) {
      properties.ariaLabel = text;
    }
  }
  for (const child of node.children ?? []) {
    label(child);
  }
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    label(tree as unknown as AnyNode);
  };
}
