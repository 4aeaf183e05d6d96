import {categoryIndexTwin, toMarkdownTwin, type ConvertContext} from './convert';

const context: ConvertContext = {
  file: 'docs/example.mdx',
  pageUrl: 'https://docusaurus.io/docs/example/',
  resolveUrl: (url) =>
    url.startsWith('./')
      ? `https://docusaurus.io/docs/${url.slice(2).replace(/\.mdx?(#|$)/, '/$1')}`
      : url.startsWith('/')
        ? `https://docusaurus.io${url}`
        : undefined,
};

const twin = (source: string) => toMarkdownTwin(source, {title: 'Example', description: 'A page.'}, context);

test('front matter keeps the title and description; imports and exports go', () => {
  const result = twin(`---\nsidebar_position: 3\ntitle: Example\n---\n\nimport Tabs from '@theme/Tabs';\nexport const x = 1;\n\nSome text.\n`);
  expect(result).toBe('---\ntitle: "Example"\ndescription: "A page."\n---\n\n# Example\n\nSome text.\n');
});

test('tabs become one labelled section each', () => {
  const result = twin(`<Tabs>\n<TabItem value="npm" label="npm">\n\nnpm install\n\n</TabItem>\n<TabItem value="yarn">\n\nyarn add\n\n</TabItem>\n</Tabs>\n`);
  expect(result).toContain('**npm**\n\nnpm install\n\n**yarn**\n\nyarn add');
  expect(result).not.toMatch(/<\/?Tab/);
});

test('tabs written one per line keep their label before their text, and <code> is inline code', () => {
  const result = twin(
    `<Tabs>\n<TabItem value="bash" label="Bash">Add <code>{'eval "$(lumen completion bash)"'}</code> to <code>~/.bashrc</code>.</TabItem>\n<TabItem value="zsh" label="Zsh">Add <code>x</code>.</TabItem>\n</Tabs>\n`,
  );
  expect(result).toContain('**Bash** Add `eval "$(lumen completion bash)"` to `~/.bashrc`.\n**Zsh** Add `x`.');
});

test('admonitions, as directives or components, become labelled blockquotes', () => {
  expect(twin(':::tip[Before you start]\n\nBack up your site.\n\n:::\n')).toContain('> **Tip: Before you start**\n>\n> Back up your site.');
  expect(twin(':::warning\n\nCareful.\n\n:::\n')).toContain('> **Warning**\n>\n> Careful.');
  expect(twin('<Admonition type="info" title="Heads up">\n\nText.\n\n</Admonition>\n')).toContain('> **Info: Heads up**\n>\n> Text.');
});

test('code blocks keep their language and title, not their line highlights', () => {
  const result = twin('```js title="docusaurus.config.js" {2-3} showLineNumbers\nconst a = 1;\n```\n');
  expect(result).toContain('```js title="docusaurus.config.js"\nconst a = 1;\n```');
  expect(twin('<CodeBlock language="ts" title="a.ts">{`const b = 2;`}</CodeBlock>\n')).toContain('```ts title="a.ts"\nconst b = 2;\n```');
});

test('details keep their summary as a bold line; tables stay tables', () => {
  expect(twin('<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>\n')).toContain('**Why?**\n\nBecause.');
  expect(twin('| Option | Default |\n| --- | --- |\n| `trailingSlash` | `undefined` |\n')).toContain('| Option          | Default     |');
});

test('math and Mermaid stay as their fenced source', () => {
  expect(twin('$$\n\\sum_{i=1}^n i\n$$\n')).toContain('$$\n\\sum_{i=1}^n i\n$$');
  expect(twin('Inline $a^2$ here.\n')).toContain('Inline $a^2$ here.');
  expect(twin('```mermaid\ngraph TD; A-->B;\n```\n')).toContain('```mermaid\ngraph TD; A-->B;\n```');
  expect(twin('<Mermaid value="graph LR; X-->Y;" />\n')).toContain('```mermaid\ngraph LR; X-->Y;\n```');
});

test('links and images become absolute; heading IDs and the inline TOC go', () => {
  const result = twin(
    '## Set up {#setup}\n\n<TOCInline toc={toc} />\n\nSee [the sidebar](./sidebar.mdx#items) and [home](/docs/).\n\n![A diagram](/img/diagram.png)\n',
  );
  expect(result).toContain('## Set up\n');
  expect(result).toContain('[the sidebar](https://docusaurus.io/docs/sidebar/#items)');
  expect(result).toContain('[home](https://docusaurus.io/docs/)');
  expect(result).toContain('![A diagram](https://docusaurus.io/img/diagram.png)');
  expect(result).not.toContain('TOCInline');
});

test('a component without a Markdown form fails, naming the page and the component', () => {
  expect(() => twin('<PaletteGenerator />\n')).toThrow('docs/example.mdx: the component <PaletteGenerator> has no Markdown form');
  // Unless the site declares one.
  expect(
    toMarkdownTwin('<PaletteGenerator />\n', {title: 'Example'}, context, {
      PaletteGenerator: () => [{type: 'paragraph', children: [{type: 'text', value: 'An interactive palette generator is on the web page.'}]}],
    }),
  ).toContain('An interactive palette generator is on the web page.');
});

test('an imported SVG drawn inline, with no URL in the build, is described instead', () => {
  const inline = {...context, resolveUrl: () => undefined};
  const result = toMarkdownTwin('import FolderPlus from \'./img/folder-plus.svg\';\n\n<FolderPlus title="New folder" />\n', {title: 'Example'}, inline);
  expect(result).toContain('_(image: New folder)_');
});

test('the title is the one the page shows, in place of a top heading that differs', () => {
  const result = toMarkdownTwin('# 2.4.0\n\nChanges.\n', {title: 'Docusaurus 2.4.0'}, context);
  expect(result).toContain('# Docusaurus 2.4.0\n\nChanges.');
  expect(result).not.toContain('# 2.4.0\n');
  // The same text: the source's heading stays, formatting included.
  expect(toMarkdownTwin('# Example\n\nText.\n', {title: 'Example'}, context).match(/^# /gm)).toHaveLength(1);
});

test('an expression that never ends fails the build, saying so, instead of passing for one with no Markdown form', () => {
  expect(() => twin('Counting: {(() => { while (true) {} })()}\n')).toThrow(/the expression \{.*\} ran for over 5000 ms/);
}, 15_000);

describe('doc card lists', () => {
  const cards = [
    {title: 'Creating pages', href: '/docs/creating-pages/', description: 'Standalone pages and their routes.'},
    {title: 'Docs', href: '/docs/docs-introduction/', description: '4 items'},
    {title: 'Elsewhere', href: 'https://example.com/'},
  ];
  const withCards = (source: string, docCardLists: (typeof cards)[]) => toMarkdownTwin(source, {title: 'Example'}, {...context, docCardLists});

  test('each <DocCardList> becomes the cards the built page shows, in order, as linked lines', () => {
    const result = withCards('Read on:\n\n<DocCardList />\n\nAnd also:\n\n<DocCardList items={props.more} />\n', [cards, cards.slice(0, 1)]);
    expect(result).toContain(
      'Read on:\n\n' +
        '- [Creating pages](https://docusaurus.io/docs/creating-pages/): Standalone pages and their routes.\n' +
        '- [Docs](https://docusaurus.io/docs/docs-introduction/): 4 items\n' +
        '- [Elsewhere](https://example.com/)\n\n' +
        'And also:\n\n' +
        '- [Creating pages](https://docusaurus.io/docs/creating-pages/): Standalone pages and their routes.\n',
    );
    expect(result).not.toContain('DocCardList');
  });

  test('a <DocCardList> whose cards the page does not show fails, naming the file', () => {
    expect(() => withCards('<DocCardList />\n\n<DocCardList />\n', [cards])).toThrow(
      'docs/example.mdx: the built page shows no cards for its <DocCardList> number 2.',
    );
    expect(() => twin('<DocCardList />\n')).toThrow('docs/example.mdx: the built page shows no cards');
  });

  test('cards the source does not render (a list in an imported file) fail, naming the file', () => {
    expect(() => withCards('Text only.\n', [cards])).toThrow(
      'docs/example.mdx: the built page shows 1 doc card lists, but the source renders 0 <DocCardList>.',
    );
  });

  test('a generated category page becomes its title, the description it shows and its cards', () => {
    expect(categoryIndexTwin({title: 'Guides', description: 'How to build a site.'}, cards, context.resolveUrl)).toBe(
      '---\ntitle: "Guides"\ndescription: "How to build a site."\n---\n\n# Guides\n\nHow to build a site.\n\n' +
        '- [Creating pages](https://docusaurus.io/docs/creating-pages/): Standalone pages and their routes.\n' +
        '- [Docs](https://docusaurus.io/docs/docs-introduction/): 4 items\n' +
        '- [Elsewhere](https://example.com/)\n',
    );
  });

  test('a generated category page without a description or cards keeps only its title', () => {
    expect(categoryIndexTwin({title: 'Empty'}, [], context.resolveUrl)).toBe('---\ntitle: "Empty"\n---\n\n# Empty\n');
  });
});
