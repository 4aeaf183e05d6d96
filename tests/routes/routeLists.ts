/**
 * The route inventory: what the site must build (required.txt, copied from
 * the product spec's route list), what it must not (absent.txt), and what is
 * not built yet because a later issue delivers it (pending.txt).
 * Routes are written without their trailing slash; the site adds one.
 */
import fs from 'node:fs';
import path from 'node:path';

const listsDir = __dirname;

export function readRouteList(name: 'required' | 'absent' | 'pending'): string[] {
  const file = path.join(listsDir, `${name}.txt`);
  const routes = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
  if (duplicates.length > 0) {
    throw new Error(`${file} lists these routes twice: ${duplicates.join(', ')}`);
  }
  for (const route of routes) {
    if (!route.startsWith('/') || (route !== '/' && route.endsWith('/'))) {
      throw new Error(`${file}: "${route}" must start with "/" and have no trailing slash`);
    }
  }
  return routes;
}

/** The URL path a reader visits: with the trailing slash and the base URL. */
export function routeUrlPath(route: string, baseUrl = '/'): string {
  const withSlash = route === '/' ? '/' : `${route}/`;
  return `${baseUrl.replace(/\/$/, '')}${withSlash}`;
}

/** The HTML file `docusaurus build` writes for a route (trailingSlash: true). */
export function routeBuildFile(buildDir: string, route: string): string {
  return path.join(buildDir, ...route.split('/').filter(Boolean), 'index.html');
}
