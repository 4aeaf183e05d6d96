import remarkPrismLanguages from './remark';

type Node = {type: string; [key: string]: unknown; children?: Node[]};

function page(...children: Node[]): Node {
  return {type: 'root', children};
}

function importsOf(tree: Node): string[] {
  return (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value as string);
}

const transform = remarkPrismLanguages();

test('a page imports the grammar of each extra language it shows, once, aliases included', () => {
  const tree = page(
    {type: 'code', lang: 'sh', value: 'npm run build'},
    {type: 'code', lang: 'ts', value: 'const a = 1;'},
    {
      type: 'paragraph',
      children: [{type: 'code', lang: 'bash', value: 'ls'}],
    },
    {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [{type: 'mdxJsxAttribute', name: 'language', value: 'powershell'}],
      children: [],
    },
  );
  transform(tree);
  expect(importsOf(tree)).toEqual(["import 'prismjs/components/prism-bash';", "import 'prismjs/components/prism-powershell';"]);
});

test('PHP comes after the templating helper it builds on', () => {
  const tree = page({type: 'code', lang: 'php', value: '<?php echo 1;'});
  transform(tree);
  expect(importsOf(tree)).toEqual(["import 'prismjs/components/prism-markup-templating';", "import 'prismjs/components/prism-php';"]);
});

test('the import carries the ES tree MDX compiles it from', () => {
  const tree = page({type: 'code', lang: 'toml', value: 'a = 1'});
  transform(tree);
  expect(tree.children?.[0]).toMatchObject({
    data: {
      estree: {
        body: [{type: 'ImportDeclaration', specifiers: [], source: {value: 'prismjs/components/prism-toml'}}],
      },
    },
  });
});

test('a page whose code the default bundle covers imports nothing', () => {
  const tree = page(
    {type: 'code', lang: 'tsx', value: '<a />'},
    {type: 'code', lang: null, value: 'plain'},
    {type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [{type: 'mdxJsxAttribute', name: 'language', value: 'bash'}], children: []},
  );
  transform(tree);
  expect(importsOf(tree)).toEqual([]);
});
