import fs from 'node:fs';
import path from 'node:path';
import {partPatcher} from '../module-patches';

const {patchSource, patchedFiles} = partPatcher('route-shards');

const client = path.join(__dirname, '../../../node_modules/@docusaurus/core/lib/client');
const patched = (name: string) => {
  const file = path.join(client, name);
  expect(patchedFiles.some((pattern) => pattern.test(file))).toBe(true);
  return patchSource(fs.readFileSync(file, 'utf8'), file);
};
const routeLoader = JSON.stringify('@route-shards/loader');

test('the app renders the route table as it is when the location changes, not once at start', () => {
  const source = patched('App.js');
  expect(source).not.toContain('const routesElement = renderRoutes(routes);');
  expect(source).toContain('function RoutesFromTable__rs() {\n    useLocation();\n    return renderRoutes(routes);\n}');
  expect(source).toContain('{routesElement}');
});

test('preload loads the address’s route shard before it matches the routes', () => {
  const source = patched('preload.js');
  expect(source.startsWith(`import {ensureRoutesFor as ensureRoutesFor__rs} from ${routeLoader};\n`)).toBe(true);
  const body = source.slice(source.indexOf('export default async function preload(pathname) {'));
  expect(body.indexOf('await ensureRoutesFor__rs(pathname);')).toBeGreaterThan(0);
  expect(body.indexOf('await ensureRoutesFor__rs(pathname);')).toBeLessThan(body.indexOf('matchRoutes(routes'));
});

test('normalizeLocation asks the route loader whether an address is an exact route', () => {
  const source = patched('normalizeLocation.js');
  expect(source).toContain('if (isExactRoute__rs(location.pathname)) {');
  expect(source).not.toContain('matchRoutes(routes, location.pathname)');
});

test('a changed module fails the build, naming this patch file', () => {
  expect(() => patchSource('export default function preload(path) {}', path.join(client, 'preload.js'))).toThrow(
    /preload\.js: expected the text .* Docusaurus changed this module: update part "route-shards" of src\/framework-edits\/module-patches\/modules\/core\.preload\.cjs/s,
  );
});
