import {sidebarDocIds} from '../../utils/sidebarDocIds';
import {llmsFull, llmsIndex, sidebarSections, withoutFrontMatter, type LlmsLink} from './llms';

type Sidebar = Parameters<typeof sidebarDocIds>[0];

const category = (label: string, items: Sidebar, linkId?: string): Sidebar[number] => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(linkId ? {link: {type: 'doc', id: linkId}} : {}),
});
const doc = (id: string): Sidebar[number] => ({type: 'doc', id});

const sidebar: Sidebar = [
  doc('intro'),
  category('Getting Started', [doc('install'), doc('configure')]),
  category('Guides', [doc('pages'), category('Docs', [doc('create-doc'), doc('versioning')], 'docs-overview'), doc('intro')]),
  {type: 'link', label: 'Changelog', href: '/changelog'},
];

const linkOf = (id: string): LlmsLink | undefined =>
  id === 'versioning' ? undefined : {title: id, url: `https://example.com/docs/${id}.md`, description: `About ${id}.`};

test("a sidebar's pages in reading order: a category's own page first, each page once, links skipped", () => {
  expect(sidebarDocIds(sidebar)).toEqual(['intro', 'install', 'configure', 'pages', 'docs-overview', 'create-doc', 'versioning']);
});

test('one section per top-level category; top-level pages in their own section; pages without a link left out', () => {
  const sections = sidebarSections(sidebar, 'Docs', linkOf);
  expect(sections.map((section) => [section.title, section.links.map((link) => link.title)])).toEqual([
    ['Docs', ['intro']],
    ['Getting Started', ['install', 'configure']],
    ['Guides', ['pages', 'docs-overview', 'create-doc', 'intro']],
  ]);
});

test('llms.txt has the name, a summary quote, the details and a list of links per non-empty section', () => {
  const text = llmsIndex({
    name: 'Lumen',
    summary: 'Docs for\nLumen',
    details: 'Each page is also Markdown.',
    sections: [
      {
        title: 'Guides',
        links: [
          {title: 'Arrays [and] lists', url: 'https://example.com/a.md', description: 'Line one\n  line two.'},
          {title: 'B', url: 'https://example.com/b.md'},
        ],
      },
      {title: 'Empty', links: []},
    ],
  });
  expect(text).toBe(
    [
      '# Lumen',
      '',
      '> Docs for Lumen',
      '',
      'Each page is also Markdown.',
      '',
      '## Guides',
      '',
      '- [Arrays \\[and\\] lists](https://example.com/a.md): Line one line two.',
      '- [B](https://example.com/b.md)',
      '',
    ].join('\n'),
  );
});

test('the full text drops each twin’s front matter and puts its address under its title', () => {
  const twin = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "x"\n---\n\n# ${title}\n\n${body}\n`;
  expect(withoutFrontMatter(twin('A', 'Text.'))).toBe('# A\n\nText.\n');
  const text = llmsFull({
    title: 'Lumen 2.x documentation',
    summary: 'Every page.',
    pages: [
      {url: 'https://example.com/docs/a/', markdown: twin('A', 'First page.\n\n## Part\n\nMore.')},
      {url: 'https://example.com/docs/b/', markdown: twin('B', 'Second page.')},
    ],
  });
  expect(text).toBe(
    [
      '# Lumen 2.x documentation',
      '',
      '> Every page.',
      '',
      '# A',
      '',
      'Source: https://example.com/docs/a/',
      '',
      'First page.',
      '',
      '## Part',
      '',
      'More.',
      '',
      '# B',
      '',
      'Source: https://example.com/docs/b/',
      '',
      'Second page.',
      '',
    ].join('\n'),
  );
});
