import fs from 'node:fs';
import staticRouteMatchingPlugin, {reactRouterModule} from './index';

const reactRouterSource = fs.readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');

test('React Router uses the compiled path only through exec, which the fast path provides', () => {
  // If React Router starts reading anything else from the expression, the fast path needs it too.
  expect(reactRouterSource).toMatch(/import pathToRegexp from 'path-to-regexp'/);
  const uses = [...reactRouterSource.matchAll(/\bregexp\.(\w+)/g)].map((match) => match[1]);
  expect(uses).toEqual(['exec']);
});

test('only the browser build swaps the module, and only for React Router', () => {
  const configure = (isServer: boolean) => staticRouteMatchingPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);
  expect(configure(true)).toEqual({});
  const rule = (configure(false) as {module: {rules: {test: RegExp; resolve: {alias: Record<string, string>}}[]}}).module.rules[0];
  expect(rule.test.test(require.resolve('react-router/esm/react-router.js'))).toBe(true);
  expect(rule.test.test(require.resolve('react-router-dom'))).toBe(false);
  expect(rule.resolve.alias['path-to-regexp$']).toMatch(/pathToRegexp\.cjs$/);
  expect(reactRouterModule).toBe(rule.test);
});
