import type {Element, ElementContent, Root} from 'hast';
import rehypeTaskListLabels from './rehypeTaskListLabels';

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = (): Element => el('input', {type: 'checkbox', disabled: true, checked: false});
const taskItem = (children: ElementContent[]): Element => el('li', {className: ['task-list-item']}, children);

function run(tree: Root): Root {
  rehypeTaskListLabels()(tree);
  return tree;
}

test('a tight task item names its checkbox with its own text, nested lists left out', () => {
  const box = checkbox();
  const nestedBox = checkbox();
  run({
    type: 'root',
    children: [
      el('ul', {className: ['contains-task-list']}, [
        taskItem([box, text(' Install '), el('code', {}, [text('lumen')]), el('ul', {}, [taskItem([nestedBox, text(' then configure it')])])]),
      ]),
    ],
  });
  expect(box.properties.ariaLabel).toBe('Install lumen');
  expect(nestedBox.properties.ariaLabel).toBe('then configure it');
});

test('a loose task item (text in a paragraph) is named too', () => {
  const box = checkbox();
  run({type: 'root', children: [taskItem([el('p', {}, [box, text(' Write the first page')])])]});
  expect(box.properties.ariaLabel).toBe('Write the first page');
});

test('an existing name and ordinary list items are left alone', () => {
  const named = el('input', {type: 'checkbox', ariaLabel: 'kept'});
  const plain = checkbox();
  run({
    type: 'root',
    children: [taskItem([named, text(' other text')]), el('li', {}, [plain, text(' not a task')])],
  });
  expect(named.properties.ariaLabel).toBe('kept');
  expect(plain.properties.ariaLabel).toBeUndefined();
});
