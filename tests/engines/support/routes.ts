/**
 * The routes the engines smoke-test: a fixed sample of every built page (the
 * production sitemap plus the required routes, as tests/e2e/smoke.spec.ts
 * visits in Chromium), with pages from every section of the site and from
 * every docs version. The same routes on every run: evenly spaced through
 * each section's sorted list, the first and the last always in.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readRouteList} from '../../routes/routeLists';
import {buildDir, siteDir} from './server';

/** Routes (no trailing slash, "/" for the home page) listed in build/sitemap.xml. */
export function sitemapRoutes(baseUrl: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = decodeURI(new URL(match[1]!).pathname);
    const route = pathname.slice(baseUrl.length - 1).replace(/\/$/, '');
    return route === '' ? '/' : route;
  });
}

/** Required routes minus those a later issue still has to deliver. */
export function builtRequiredRoutes(): string[] {
  const pending = new Set(readRouteList('pending'));
  return readRouteList('required').filter((route) => !pending.has(route));
}

/** The older docs versions (versions.json); the current docs are "Canary" at /docs. */
export function docsVersions(): string[] {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
}

/**
 * The section a route belongs to: its first path segment, with the docs split
 * by version (/docs = the current docs) and the test area by content instance.
 */
export function sectionOf(route: string, versions: string[]): string {
  const [first = '', second = ''] = route.split('/').filter(Boolean);
  if (first === 'docs') {
    return versions.includes(second) ? `docs ${second}` : 'docs (current)';
  }
  if (first === 'tests' && second !== '') {
    return `tests/${second}`;
  }
  return first === '' ? 'home' : first;
}

/** `count` items evenly spaced through `items` (all of them when there are fewer), first and last included. */
function evenlySpaced<T>(items: T[], count: number): T[] {
  if (items.length <= count) {
    return items;
  }
  if (count === 1) {
    return [items[0]!];
  }
  const picked = new Set<number>();
  for (let index = 0; index < count; index += 1) {
    picked.add(Math.round((index * (items.length - 1)) / (count - 1)));
  }
  return [...picked].map((index) => items[index]!);
}

export interface RouteSample {
  routes: string[];
  /** Section name → how many routes it has, and how many are sampled. */
  sections: Map<string, {total: number; sampled: number}>;
}

/**
 * About one route in `every` (default 10) of each section, and at least
 * `minimum` (default 2) of each section that has them.
 */
export function sampleRoutes(baseUrl: string, {every = 10, minimum = 2} = {}): RouteSample {
  const versions = docsVersions();
  const all = [...new Set([...sitemapRoutes(baseUrl), ...builtRequiredRoutes()])].sort();
  const bySection = new Map<string, string[]>();
  for (const route of all) {
    const section = sectionOf(route, versions);
    bySection.set(section, [...(bySection.get(section) ?? []), route]);
  }
  const routes: string[] = [];
  const sections = new Map<string, {total: number; sampled: number}>();
  for (const [section, sectionRoutes] of [...bySection].sort(([a], [b]) => a.localeCompare(b))) {
    const sample = evenlySpaced(sectionRoutes, Math.max(minimum, Math.ceil(sectionRoutes.length / every)));
    routes.push(...sample);
    sections.set(section, {total: sectionRoutes.length, sampled: sample.length});
  }
  return {routes, sections};
}
