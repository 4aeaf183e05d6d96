import remarkMathStylesheet, {katexStylesheet} from './remark';

type Node = {type: string; value?: string; children?: Node[]};

/** Trees as remark-math leaves them: `$…$` becomes inlineMath, `$$…$$` a math block. */
function importsOf(...children: Node[]): string[] {
  const tree: Node = {type: 'root', children};
  remarkMathStylesheet()(tree);
  return tree.children!.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value!);
}

const text = (value: string): Node => ({type: 'text', value});

test('a page with inline math deep in a list imports the KaTeX stylesheet once', () => {
  const item = (value: string): Node => ({
    type: 'listItem',
    children: [{type: 'paragraph', children: [text('Area: '), {type: 'inlineMath', value}]}],
  });
  expect(importsOf({type: 'list', children: [item('\\pi r^2'), item('2 \\pi r')]})).toEqual([`import '${katexStylesheet}';`]);
});

test('a page with a math block imports it too', () => {
  expect(importsOf({type: 'heading', children: [text('Sums')]}, {type: 'math', value: '\\sum_{i=1}^n i'})).toEqual([`import '${katexStylesheet}';`]);
});

test('a page without math imports nothing, dollar signs in text and code included', () => {
  expect(importsOf({type: 'paragraph', children: [text('It costs $5, or $6.')]}, {type: 'code', value: 'echo $HOME'})).toEqual([]);
});

test('the stylesheet is the one of the KaTeX that rehype-katex renders with', () => {
  const rendererKatex = require.resolve('katex/package.json', {paths: [require.resolve('rehype-katex')]});
  expect(require.resolve(katexStylesheet)).toBe(require.resolve(katexStylesheet, {paths: [rendererKatex]}));
});
