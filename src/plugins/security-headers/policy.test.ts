import {createHash} from 'node:crypto';
import {contentSecurityPolicy, headersFile, immutableCache, inlineScripts, revalidate, scriptHash, serveRules, withPolicyMeta} from './policy';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

test('inline scripts are the ones a browser runs: not external files, not JSON data blocks', () => {
  const html = [
    '<html><head><script>var a = 1;</script><script src="/main.js"></script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head>',
    '<body><script type="application/json" id="data">["/x.js"]</script><script type="module">import("/y.js")</script></body></html>',
  ].join('');
  expect(inlineScripts(html)).toEqual(['var a = 1;', 'import("/y.js")']);
});

test("a script's hash is the base64 sha256 of its exact text", () => {
  const text = '\n  window.x = 1;\n';
  expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  expect(scriptHash(text)).not.toBe(scriptHash(text.trim()));
});

test('the policy allows hashed inline scripts, never unsafe-inline scripts, and only the origins given', () => {
  const policy = directives(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      liveCode: false,
      origins: {connect: ['https://app-dsn.algolia.net'], frame: ['https://www.openstreetmap.org']},
    }),
  );
  expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'", "'wasm-unsafe-eval'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://app-dsn.algolia.net']);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  // Server-rendered style attributes (code colours, KaTeX) need inline styles; scripts never get them.
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
});

test("'unsafe-eval' only with live code blocks", () => {
  expect(directives(contentSecurityPolicy({scriptHashes: [], liveCode: true, origins: {}})).get('script-src')).toContain("'unsafe-eval'");
  expect(directives(contentSecurityPolicy({scriptHashes: [], liveCode: false, origins: {}})).get('script-src')).not.toContain("'unsafe-eval'");
});

test('no path gets the same header from two rules, hashed assets are immutable, the rest revalidates', () => {
  const rules = serveRules({
    baseUrl: '/',
    entries: [
      {name: 'assets', isFolder: true},
      {name: 'docs', isFolder: true},
      {name: 'sw.js', isFolder: false},
      {name: 'manifest.json', isFolder: false},
      {name: 'index.html', isFolder: false},
      {name: '_headers', isFolder: false},
    ],
    policy: "default-src 'self'",
  });
  const cacheOf = Object.fromEntries(rules.flatMap((rule) => rule.headers.filter(([name]) => name === 'Cache-Control').map(([, value]) => [rule.path, value])));
  expect(cacheOf).toEqual({
    '/assets/*': immutableCache,
    '/': revalidate,
    '/docs/*': revalidate,
    '/index.html': revalidate,
    '/index': revalidate,
    '/index/': revalidate,
    '/manifest.json': revalidate,
    '/sw.js': revalidate,
  });
  const security = rules.find((rule) => rule.path === '/*')!;
  expect(security.headers.map(([name]) => name)).toEqual([
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'X-Frame-Options',
    'Strict-Transport-Security',
  ]);
  // Only the security rule matches every path: it sets neither Cache-Control nor the policy, which every other rule sets.
  expect(security.headers.some(([name]) => name === 'Cache-Control')).toBe(false);
  expect(rules.filter((rule) => rule !== security).every((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy'))).toBe(true);
});

test('rules live under the base URL', () => {
  const rules = serveRules({baseUrl: '/site/', entries: [{name: 'docs', isFolder: true}], policy: 'x'});
  expect(rules.map((rule) => rule.path)).toEqual(['/site/*', '/site/assets/*', '/site/', '/site/docs/*']);
});

/** Whether a rule's path matches a request path, as both hosts read "*": anything, slashes included. */
const matches = (rulePath: string, url: string) =>
  new RegExp(
    `^${rulePath
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(url);
const policiesFor = (rules: ReturnType<typeof serveRules>, url: string) =>
  rules
    .filter((rule) => matches(rule.path, url))
    .flatMap((rule) => rule.headers.filter(([name]) => name === 'Content-Security-Policy').map(([, value]) => value));

const siteEntries = [
  {name: 'assets', isFolder: true},
  {name: 'docs', isFolder: true},
  {name: 'blog', isFolder: true},
  {name: 'home', isFolder: true},
  {name: 'live-code', isFolder: true},
  {name: '404.html', isFolder: false},
  {name: 'index.html', isFolder: false},
  {name: 'sw.js', isFolder: false},
];
const strict = contentSecurityPolicy({scriptHashes: ["'sha256-a'"], liveCode: false, origins: {}});
const loose = contentSecurityPolicy({scriptHashes: ["'sha256-a'"], liveCode: true, origins: {}});

test("every path a rule names gets exactly one policy, and only the live code frame's folder allows 'unsafe-eval'", () => {
  const rules = serveRules({baseUrl: '/', entries: siteEntries, policy: strict, entryPolicies: {'live-code': loose}});
  const pages = [
    '/',
    '/index.html',
    '/docs/',
    '/docs/installation/',
    '/docs/2.x/playground/',
    '/blog/',
    '/home/',
    '/404.html',
    '/404',
    '/index',
    '/index/',
    '/sw.js',
    '/assets/js/main.1a2b.js',
  ];
  for (const url of pages) {
    expect([url, policiesFor(rules, url)]).toEqual([url, [strict]]);
  }
  expect(policiesFor(rules, '/live-code/')).toEqual([loose]);
  const unsafeEval = rules.filter((rule) => rule.headers.some(([name, value]) => name === 'Content-Security-Policy' && value.includes("'unsafe-eval'")));
  expect(unsafeEval.map((rule) => rule.path)).toEqual(['/live-code/*']);
});

test('an address outside every entry gets no policy from the rules: the not-found page carries it', () => {
  const rules = serveRules({baseUrl: '/', entries: siteEntries, policy: strict, entryPolicies: {'live-code': loose}});
  expect(policiesFor(rules, '/no-such-section/')).toEqual([]);
  // The other security headers still come from the rule for every path.
  expect(rules.filter((rule) => matches(rule.path, '/no-such-section/')).flatMap((rule) => rule.headers.map(([name]) => name))).toContain('X-Frame-Options');
  const page = withPolicyMeta('<!doctype html><html><head><meta charset=UTF-8><title>Page Not Found</title><script>x()</script></head></html>', strict);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page);
  expect(page.indexOf(meta![0])).toBeLessThan(page.indexOf('<title>'));
  expect(page.startsWith('<!doctype html><html><head><meta charset=UTF-8><meta http-equiv')).toBe(true);
  // As the header, but for what a <meta> policy cannot say (browsers ignore it there and warn).
  expect(meta![1]).toBe(strict.replace("; frame-ancestors 'self'", ''));
});

test('a policy for an entry the build does not have is a mistake, not a silent no-op', () => {
  expect(() => serveRules({baseUrl: '/', entries: siteEntries, policy: strict, entryPolicies: {'live-kode': loose}})).toThrow(/live-kode/);
});

test('the _headers file: comments, then each path with its headers indented', () => {
  expect(headersFile([{path: '/assets/*', headers: [['Cache-Control', immutableCache]]}], 'Made by a test.')).toBe(
    `# Made by a test.\n/assets/*\n  Cache-Control: ${immutableCache}\n`,
  );
});
