/**
 * The route inventory (tests/routes/): every required route is built and
 * served, every absent route is not, and the pending list stays honest.
 */
import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {readRouteList, routeBuildFile} from '../routes/routeLists';
import {assertBuildExists, buildDir, relativeUrl} from './support/site';

test.beforeAll(assertBuildExists);

const required = readRouteList('required');
const pending = readRouteList('pending');
const absent = readRouteList('absent');

test('pending routes are all required routes', () => {
  expect(pending.filter((route) => !required.includes(route))).toEqual([]);
});

test('every required route is built and served, except the pending ones', async ({request}) => {
  const pendingSet = new Set(pending);
  const missing: string[] = [];
  for (const route of required.filter((route) => !pendingSet.has(route))) {
    const response = await request.get(relativeUrl(route), {maxRedirects: 0});
    if (!fs.existsSync(routeBuildFile(buildDir, route)) || response.status() !== 200) {
      missing.push(`${route} (HTTP ${response.status()})`);
    }
  }
  expect(missing, 'required routes that are not built').toEqual([]);
});

test('no pending route is built yet (remove a route from pending.txt once it lands)', () => {
  const built = pending.filter((route) => fs.existsSync(routeBuildFile(buildDir, route)));
  test.info().annotations.push({
    type: 'pending routes',
    description: `${pending.length - built.length} required routes are still pending (tests/routes/pending.txt)`,
  });
  expect(built, 'routes built but still listed in tests/routes/pending.txt').toEqual([]);
});

test('no absent route is built or served', async ({request}) => {
  const present: string[] = [];
  for (const route of absent) {
    const response = await request.get(relativeUrl(route), {maxRedirects: 0});
    if (fs.existsSync(routeBuildFile(buildDir, route)) || response.status() !== 404) {
      present.push(`${route} (HTTP ${response.status()})`);
    }
  }
  expect(present, 'routes that must not exist').toEqual([]);
});
