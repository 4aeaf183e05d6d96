import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {versionCards} from './index';
import {docsCardsCanShow, keepCardEntries} from './cardEntries.cjs';

const link = (docId: string) => ({type: 'link', label: docId, href: `/docs/${docId}`, docId});
/** A version's sidebar as its props carry it: a generated index, a category linked to a doc, one without a link. */
const sidebars = {
  docs: [
    link('intro'),
    {type: 'category', label: 'Guides', href: '/docs/category/guides', items: [link('guides/one'), link('guides/two')]},
    {type: 'category', label: 'API', href: '/docs/api/', items: [link('api/config'), {type: 'category', label: 'Deep', items: [link('api/deep/a')]}]},
    {type: 'category', label: 'Plain', items: [link('plain/x'), link('plain/y')]},
  ],
};
const cards = (cardLists: {permalink: string; ownItems: boolean}[] = []) => ({generatedIndexes: ['/docs/category/guides'], cardLists});
const shown = (cardLists?: {permalink: string; ownItems: boolean}[]) => [...docsCardsCanShow(sidebars, cards(cardLists))!].sort();

describe('the docs a card can show', () => {
  test("a generated index's items, and nothing else when no doc renders a card list", () => {
    expect(shown()).toEqual(['guides/one', 'guides/two']);
  });

  test("a doc's card list shows its siblings: the items of the deepest category holding it", () => {
    expect(shown([{permalink: '/docs/api/deep/a', ownItems: false}])).toEqual(['api/deep/a', 'guides/one', 'guides/two']);
    expect(shown([{permalink: '/docs/plain/y/', ownItems: false}])).toEqual(['guides/one', 'guides/two', 'plain/x', 'plain/y']);
  });

  test("a category's own doc shows the category's items; a doc at the top level shows the top level's", () => {
    expect(shown([{permalink: '/docs/api', ownItems: false}])).toEqual(['api/config', 'guides/one', 'guides/two']);
    expect(shown([{permalink: '/docs/intro', ownItems: false}])).toEqual(['guides/one', 'guides/two', 'intro']);
  });

  test('a card list with its own items could show any doc: every entry stays', () => {
    expect(docsCardsCanShow(sidebars, cards([{permalink: '/docs/plain/x', ownItems: true}]))).toBeUndefined();
  });
});

describe("the version's props", () => {
  const entry = (id: string) => [id, {id, title: id, description: `About ${id}.`, sidebar: 'docs'}];
  const props = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: sidebars,
      docs: Object.fromEntries(['intro', 'guides/one', 'guides/two', 'api/config', 'api/deep/a', 'plain/x', 'plain/y'].map(entry)),
    },
  };
  const source = JSON.stringify(props);

  test('keep every other field, and only the entries a card can show', () => {
    const kept = JSON.parse(keepCardEntries(source, {'default/current': cards()}, 'p/docs.json'));
    expect(Object.keys(kept.version.docs)).toEqual(['guides/one', 'guides/two']);
    expect(kept.version.docs['guides/one']).toEqual(props.version.docs['guides/one']);
    expect(kept.version.docsSidebars).toEqual(sidebars);
    expect(kept.version.pluginId).toBe('default');
  });

  test('other JSON modules pass as they are; a version without card data fails, naming the file', () => {
    const metadata = '{"id": "intro", "title": "Intro"}';
    expect(keepCardEntries(metadata, {}, 'intro.json')).toBe(metadata);
    expect(() => keepCardEntries(source, {}, 'p/docs.json')).toThrow('p/docs.json: no card data for the docs version default/current');
  });
});

test("a version's generated indexes and the docs whose source renders a card list are found", () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-cards-'));
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    write('docs/a.mdx', 'import DocCardList from "@theme/DocCardList";\n\n<DocCardList />\n');
    write('docs/b.mdx', '<DocCardList items={[]} />\n');
    write('docs/c.md', 'Mentions `DocCardList` in prose only.\n');
    const doc = (name: string, extension: string) => ({source: `@site/docs/${name}.${extension}`, permalink: `/docs/${name}`});
    const version = {
      docs: [doc('a', 'mdx'), doc('b', 'mdx'), doc('c', 'md')],
      sidebars: {
        docs: [
          {
            type: 'category',
            label: 'G',
            items: [{type: 'category', label: 'H', items: [], link: {type: 'generated-index', slug: '/h', permalink: '/docs/category/h'}}],
          },
          {type: 'category', label: 'D', items: [], link: {type: 'doc', id: 'a'}},
        ],
      },
    } as unknown as LoadedVersion;
    expect(versionCards(version, siteDir)).toEqual({
      generatedIndexes: ['/docs/category/h'],
      cardLists: [
        {permalink: '/docs/a', ownItems: false},
        {permalink: '/docs/b', ownItems: true},
      ],
    });
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
