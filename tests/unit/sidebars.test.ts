/**
 * The current docs' sidebars (spec §2): every doc sits in exactly one of
 * "docs" and "api", none is left out by accident, and the generated category
 * pages have the URLs the spec lists.
 */
import path from 'node:path';
import sidebars from '../../sidebars';
import {siteDir} from './siteConfig';
import {docIds, docsOnDisk, generatedIndexSlugs, type Item} from './sidebarItems';

const docsSidebar = docIds(sidebars.docs as Item[]);
const apiSidebar = docIds(sidebars.api as Item[]);

test('there are exactly two sidebars, "docs" and "api"', () => {
  expect(Object.keys(sidebars)).toEqual(['docs', 'api']);
});

test('no doc is listed twice', () => {
  const all = [...docsSidebar, ...apiSidebar];
  expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
});

test('every doc on disk is in a sidebar, and every sidebar entry exists on disk', () => {
  const onDisk = docsOnDisk(path.join(siteDir, 'docs')).sort();
  expect([...docsSidebar, ...apiSidebar].sort()).toEqual(onDisk);
});

test('the CLI, the client API and everything under api/ use the api sidebar; the rest use docs', () => {
  expect(apiSidebar).toEqual(expect.arrayContaining(['cli', 'docusaurus-core']));
  for (const id of apiSidebar) {
    expect(id === 'cli' || id === 'docusaurus-core' || id.startsWith('api/')).toBe(true);
  }
  for (const id of docsSidebar) {
    expect(id.startsWith('api/')).toBe(false);
  }
});

test('the docs sidebar starts with the introduction, the version root', () => {
  expect(docsSidebar[0]).toBe('introduction');
});

test('Getting Started and Guides have generated index pages at the spec URLs', () => {
  expect(generatedIndexSlugs(sidebars.docs as Item[])).toEqual(['/category/getting-started', '/category/guides']);
});

test('the upgrade guides cover v3 and the four v2 migration paths', () => {
  expect(docsSidebar).toEqual(
    expect.arrayContaining([
      'migration/index',
      'migration/v3',
      'migration/v2/index',
      'migration/v2/automated',
      'migration/v2/manual',
      'migration/v2/versioned-sites',
      'migration/v2/translated-sites',
    ]),
  );
});
