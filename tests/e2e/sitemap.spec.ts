/**
 * What the sitemap offers search engines: every page it lists may be indexed
 * and has a title and a description to show in the results. Read from the
 * built HTML, as a crawler gets it.
 */
import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {routeBuildFile} from '../routes/routeLists';
import {resolveBaseUrl} from '../../src/config/site';
import {assertBuildExists, buildDir, sitemapRoutes} from './support/site';

test.beforeAll(assertBuildExists);

test('every page in the sitemap may be indexed and has a title and a description', () => {
  const routes = sitemapRoutes(resolveBaseUrl());
  expect(routes.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const route of routes) {
    const html = fs.readFileSync(routeBuildFile(buildDir, route), 'utf8');
    const description = /<meta[^>]*\bname="?description"?[^>]*\bcontent="?([^">]*)/.exec(html)?.[1]?.trim();
    if (!description) problems.push(`${route}: no meta description`);
    if (!/<title[^>]*>[^<]+<\/title>/.test(html)) problems.push(`${route}: no title`);
    if (/<meta[^>]*\bname="?robots"?[^>]*\bcontent="?[^">]*noindex/.test(html)) problems.push(`${route}: noindex, yet in the sitemap`);
  }
  expect(problems).toEqual([]);
});
