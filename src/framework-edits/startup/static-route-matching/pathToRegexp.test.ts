/**
 * The fast path must be indistinguishable from the real expressions: for
 * every option set React Router uses, and for URLs that match, nearly match
 * or differ only in case, trailing slashes or non-ASCII look-alikes.
 */
import realPathToRegexp from 'path-to-regexp';
import fastPathToRegexp from './pathToRegexp.cjs';

// Typed as the module it stands in for.
const pathToRegexp = fastPathToRegexp as typeof realPathToRegexp;

type Matcher = {exec: (input: string) => RegExpExecArray | null};
const describeMatch = (match: RegExpExecArray | null) => (match ? {match: [...match], index: match.index, input: match.input} : null);

const staticPaths = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/docs/installation/',
  '/docs/3.0.0-rc.1/',
  '/docs/2.x/api/plugins/@docusaurus/plugin-debug/',
  '/blog/tags/release/',
  '/docs/markdown-features/',
  '/Blog/Page/2/',
  '/search',
  '/a.b',
  '/with space/',
  '/x+y?/',
];
const urlsFor = (path: string) => {
  const base = path.replace(/\/$/, '');
  return [
    '',
    '/',
    '//',
    path,
    base,
    `${base}/`,
    `${base}//`,
    `${base}/child/`,
    `${base}/child`,
    `${base}x`,
    `${base}.html`,
    `${base}/index.html`,
    path.toUpperCase(),
    path.toLowerCase(),
    `${base.slice(0, -1)}`,
    // U+212A KELVIN SIGN lower-cases to an ASCII "k" but must not match one.
    base.replace(/k/i, '\u212a'),
    `/other${path}`,
  ];
};
const optionSets = [true, false].flatMap((end) => [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))));

test.each(staticPaths)('a static path %j matches exactly as the compiled expression does', (path) => {
  for (const options of optionSets) {
    const ours = pathToRegexp(path, [], options) as unknown as Matcher;
    const real = realPathToRegexp(path, [], options);
    for (const url of urlsFor(path)) {
      expect({options, url, result: describeMatch(ours.exec(url))}).toEqual({
        options,
        url,
        result: describeMatch(real.exec(url)),
      });
    }
  }
});

test('static paths skip compiling a regular expression; paths with syntax still get a real one with keys', () => {
  expect(pathToRegexp('/docs/installation/', [], {end: true})).not.toBeInstanceOf(RegExp);

  for (const path of ['/blog/:slug', '/docs/*', '/a/(\\d+)', '/a\\:b', '/d\u00e9j\u00e0/']) {
    const keys: realPathToRegexp.Key[] = [];
    const compiled = pathToRegexp(path, keys, {end: false});
    expect(compiled).toBeInstanceOf(RegExp);
    expect(compiled.source).toBe(realPathToRegexp(path, [], {end: false}).source);
    expect(keys).toEqual(path.includes(':') || path.includes('(') || path.includes('*') ? expect.any(Array) : []);
  }
  const keys: realPathToRegexp.Key[] = [];
  pathToRegexp('/blog/:slug/', keys);
  expect(keys.map((key) => key.name)).toEqual(['slug']);
});

test('a delimiter other than "/" goes to the real module', () => {
  expect(pathToRegexp('/a.b', [], {delimiter: '.'})).toBeInstanceOf(RegExp);
});

test('the rest of the module (compile, parse…) is the real one', () => {
  expect(pathToRegexp.compile('/blog/:slug/')({slug: 'hello'})).toBe('/blog/hello/');
  expect(pathToRegexp.parse).toBe(realPathToRegexp.parse);
});
