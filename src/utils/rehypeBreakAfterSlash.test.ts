import type {Element, ElementContent, Root} from 'hast';
import rehypeBreakAfterSlash from './rehypeBreakAfterSlash';

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, children: ElementContent[] = []): Element => ({type: 'element', tagName, properties: {}, children});

/** The tree as a string, a `<wbr>` written as "|". */
function render(node: ElementContent | Root): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (node.type === 'element' && node.tagName === 'wbr') {
    return '|';
  }
  return node.type === 'root' || node.type === 'element' ? node.children.map((child) => render(child as ElementContent)).join('') : '';
}

function transformed(...children: ElementContent[]): Root {
  const tree: Root = {type: 'root', children};
  rehypeBreakAfterSlash()(tree);
  return tree;
}

test('a heading may break after each slash between two words of a package name', () => {
  expect(render(transformed(el('h1', [text('@docusaurus/plugin-content-docs')])))).toBe('@docusaurus/|plugin-content-docs');
  expect(render(transformed(el('h2', [text('Markdown/MDX and a/b/c')])))).toBe('Markdown/|MDX and a/|b/|c');
});

test('text, code in a heading and a slash not between two words are left as they are', () => {
  expect(render(transformed(el('p', [text('@docusaurus/core')])))).toBe('@docusaurus/core');
  expect(render(transformed(el('h2', [el('code', [text('@docusaurus/core')]), text(' and /docs/ or either / or')])))).toBe(
    '@docusaurus/core and /docs/ or either / or',
  );
});

test('the words inside a link or emphasis in a heading get their breaks too', () => {
  expect(render(transformed(el('h3', [el('a', [text('@docusaurus/theme-classic')]), el('em', [text('x/y')])])))).toBe('@docusaurus/|theme-classicx/|y');
});

test("a page's title inside the JSX header MDX wraps it in gets its breaks", () => {
  const header = {type: 'mdxJsxFlowElement', name: 'header', attributes: [], children: [el('h1', [text('@docusaurus/core')])]} as unknown as ElementContent;
  const tree = transformed(header);
  expect(render((tree.children[0] as unknown as {children: ElementContent[]}).children[0])).toBe('@docusaurus/|core');
});
