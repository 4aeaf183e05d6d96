/**
 * The showcase data as readers get it: every entry follows the rules of
 * validate.ts (each failure names the entry), every tag has sites, and the
 * preview cards on disk are big enough for ideal-image to serve.
 * Under Jest, `require('./previews/x.png')` returns the file's path
 * (tests/unit/pngPathTransform.cjs).
 */
import fs from 'node:fs';
import sharp from 'sharp';
import {sites} from './sites';
import {tagKeys, tags} from './tags';
import type {Site} from './types';
import {validateSite, validateSites, type PreviewFile} from './validate';

async function readPreview(site: Site): Promise<PreviewFile> {
  const file = typeof site.preview === 'string' ? site.preview : null;
  if (file === null || !fs.existsSync(file)) {
    return {path: file, missing: true};
  }
  const {width = 0, height = 1} = await sharp(file).metadata();
  return {path: file, width, height};
}

describe('showcase sites', () => {
  test('every entry is valid and its preview is at least 640 px wide, at most 2:1', async () => {
    const previews = await Promise.all(sites.map(readPreview));
    expect(validateSites(sites, previews)).toEqual([]);
  });

  test('at least 120 sites, every tag represented, both right-to-left sites included', () => {
    expect(sites.length).toBeGreaterThanOrEqual(120);
    const tagsWithoutSites = tagKeys.filter((tag) => !sites.some((site) => site.tags.includes(tag)));
    expect(tagsWithoutSites).toEqual([]);
    expect(sites.filter((site) => site.tags.includes('rtl'))).toHaveLength(2);
  });

  test('previews stay small enough to commit (under 25 KB each)', () => {
    const heavy = sites.map((site) => ({title: site.title, bytes: fs.statSync(site.preview as string).size})).filter(({bytes}) => bytes > 25 * 1024);
    expect(heavy).toEqual([]);
  });
});

describe('showcase tags', () => {
  test('each tag has a label, a one-sentence description and a hex colour', () => {
    for (const key of tagKeys) {
      const {label, description, color} = tags[key];
      expect({key, label: label.length > 0, description: description.length > 0}).toEqual({
        key,
        label: true,
        description: true,
      });
      expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('validateSite', () => {
  const good: Site = {
    title: 'Example',
    description: 'An example site.',
    preview: '/previews/example.png',
    website: 'https://example.com/',
    source: 'https://github.com/example/site',
    tags: ['opensource'],
  };
  const preview: PreviewFile = {path: '/previews/example.png', width: 1280, height: 720};

  test('accepts a well-formed entry', () => {
    expect(validateSite(good, 0, preview)).toEqual([]);
  });

  test.each<[string, Partial<Site>, PreviewFile, string]>([
    ['a long description', {description: 'x'.repeat(121)}, preview, '"Example": description has 121 characters (at most 120)'],
    ['a two-line description', {description: 'One.\nTwo.'}, preview, '"Example": description must be a single line'],
    ['a website that is not http(s)', {website: 'ftp://example.com'}, preview, '"Example": website must be an http(s) URL (got "ftp://example.com")'],
    ['a source that is not a URL', {source: 'github.com/x'}, preview, '"Example": source must be an http(s) URL or null (got "github.com/x")'],
    [
      'an unknown tag',
      {tags: ['opensource', 'cool' as never]},
      preview,
      '"Example": unknown tags cool (known: favorite, opensource, product, design, i18n, versioning, large, meta, personal, rtl)',
    ],
    ['opensource without a source', {source: null}, preview, '"Example": is tagged "opensource" but has no source link'],
    ['a source without opensource', {tags: []}, preview, '"Example": has a source link but is not tagged "opensource"'],
    [
      'a missing preview file',
      {},
      {path: '/previews/example.png', missing: true},
      '"Example": preview file /previews/example.png does not exist (run npm run showcase:previews)',
    ],
    ['a narrow preview', {}, {path: 'x.png', width: 320, height: 180}, '"Example": preview is 320 px wide (at least 640)'],
    ['a preview wider than 2:1', {}, {path: 'x.png', width: 1500, height: 500}, '"Example": preview is 1500×500: width ÷ height must be at most 2'],
  ])('rejects %s, naming the entry', (_case, change, file, message) => {
    expect(validateSite({...good, ...change}, 0, file)).toEqual([message]);
  });

  test('names an untitled entry by its position', () => {
    expect(validateSite({...good, title: ''}, 4, preview)).toEqual(['entry #5: has no title']);
  });

  test('reports duplicate sites across the list', () => {
    expect(validateSites([good, {...good}], [preview, {...preview}])).toEqual([
      '"Example": same title as "Example"',
      '"Example": same website as "Example"',
      '"Example": same preview as "Example"',
    ]);
  });
});
