import type {Element, ElementContent, Root} from 'hast';
import rehypeRowHeaders from './rehypeRowHeaders';

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, children: ElementContent[] = []): Element => ({type: 'element', tagName, properties: {}, children});
const row = (tagName: 'th' | 'td', cells: string[]): Element => el('tr', [text('\n'), ...cells.map((cell) => el(tagName, cell ? [text(cell)] : []))]);

function table(header: string[], rows: string[][]): Element {
  return el('table', [
    el('thead', [row('th', header)]),
    el(
      'tbody',
      rows.map((cells) => row('td', cells)),
    ),
  ]);
}

function cellsOf(node: Element): {tag: string; scope?: unknown; text: string}[][] {
  const rows: Element[] = [];
  const collect = (parent: Element) =>
    parent.children.forEach((child) => {
      if (child.type === 'element') {
        if (child.tagName === 'tr') rows.push(child);
        else collect(child);
      }
    });
  collect(node);
  return rows.map((tr) =>
    tr.children
      .filter((cell): cell is Element => cell.type === 'element')
      .map((cell) => ({
        tag: cell.tagName,
        scope: cell.properties.scope,
        text: cell.children.map((child) => (child.type === 'text' ? child.value : '')).join(''),
      })),
  );
}

test('a table with an empty corner: the corner is a plain cell and each row names itself with a row header', () => {
  const compared = table(
    ['', 'Algolia', 'Local'],
    [
      ['Index', 'Hosted', 'Built'],
      ['Offline', 'No', 'Yes'],
    ],
  );
  rehypeRowHeaders()({type: 'root', children: [el('div', [compared])]} as Root);
  expect(cellsOf(compared)).toEqual([
    [
      {tag: 'td', scope: undefined, text: ''},
      {tag: 'th', scope: undefined, text: 'Algolia'},
      {tag: 'th', scope: undefined, text: 'Local'},
    ],
    [
      {tag: 'th', scope: 'row', text: 'Index'},
      {tag: 'td', scope: undefined, text: 'Hosted'},
      {tag: 'td', scope: undefined, text: 'Built'},
    ],
    [
      {tag: 'th', scope: 'row', text: 'Offline'},
      {tag: 'td', scope: undefined, text: 'No'},
      {tag: 'td', scope: undefined, text: 'Yes'},
    ],
  ]);
});

test('a table whose first header names its column is left as it is', () => {
  const options = table(['Option', 'Default'], [['trailingSlash', 'undefined']]);
  const before = structuredClone(options);
  rehypeRowHeaders()({type: 'root', children: [options]});
  expect(options).toEqual(before);
});
