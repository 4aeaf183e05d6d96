/**
 * The build's serving rules (src/plugins/security-headers): the e2e server
 * sends the headers of build/_headers as a static host would, so every
 * spec runs under the site's Content-Security-Policy. Here: the headers
 * themselves, and that every inline script the build emitted is allowed by
 * its hash (the page sweep in smoke.spec.ts checks that no page reports a
 * policy violation).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {inlineScripts, scriptHash} from '../../src/plugins/security-headers/policy';
import {headersFor, parseHeadersFile} from '../../scripts/lib/headersFile.mjs';
import {assertBuildExists, buildDir, relativeUrl} from './support/site';

assertBuildExists();

const servicesBuildDir = path.join(path.dirname(buildDir), 'build-services');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function policyOf(dir: string): string {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  return rules.flatMap((rule) => rule.headers).find(([name]) => name === 'Content-Security-Policy')![1];
}

for (const [name, dir] of [
  ['default build', buildDir],
  ['services build', servicesBuildDir],
] as const) {
  test(`${name}: every inline script of every page is in the policy by hash`, () => {
    test.skip(!fs.existsSync(path.join(dir, 'index.html')), `${dir} is not built (npm run build:services)`);
    const scriptSources = policyOf(dir).split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const missing = new Set<string>();
    let scripts = 0;
    for (const file of htmlFiles(dir)) {
      for (const source of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        scripts += 1;
        if (!scriptSources.includes(scriptHash(source))) {
          missing.add(`${path.relative(dir, file)}: ${source.slice(0, 60)}…`);
        }
      }
    }
    expect(scripts).toBeGreaterThan(500);
    expect([...missing]).toEqual([]);
  });
}

test('pages, assets, the service worker and the manifest get their cache policy and the security headers', async ({request}) => {
  const html = fs.readFileSync(path.join(buildDir, 'docs/index.html'), 'utf8');
  const mainScript = /src="?([^"\s>]*\/assets\/js\/main\.[\w]+\.js)/.exec(html)?.[1] ?? /"([^"]*\/assets\/js\/main\.[\w]+\.js)"/.exec(html)![1]!;
  const expectations: [string, string][] = [
    [relativeUrl('/docs'), 'public, max-age=0, must-revalidate'],
    [mainScript.replace(/^\//, ''), 'public, max-age=31536000, immutable'],
    ['sw.js', 'public, max-age=0, must-revalidate'],
    ['manifest.json', 'public, max-age=0, must-revalidate'],
    ['./', 'public, max-age=0, must-revalidate'],
  ];
  for (const [url, cacheControl] of expectations) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], `${url}: Cache-Control`).toBe(cacheControl);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['content-security-policy'], url).toContain("object-src 'none'");
  }
  expect((await request.get('_headers')).status(), 'the rules file itself is not served').toBe(404);
});

test("the deployment guide's example rules give each URL each header once, with a strict policy", () => {
  const guide = fs.readFileSync(path.join(buildDir, '../docs/deployment.mdx'), 'utf8');
  const example = /```text title="static\/_headers"\n([\s\S]*?)```/.exec(guide)?.[1];
  expect(example, 'the guide shows a _headers file').toBeDefined();
  const rules = parseHeadersFile(example!);
  for (const url of ['/', '/docs/intro/', '/blog/welcome/', '/assets/js/main.0f3a2c1b.js']) {
    const names = headersFor(rules, url).map(([name]) => name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index), `${url}: a header set twice`).toEqual([]);
    expect(names, url).toEqual(expect.arrayContaining(['cache-control', 'content-security-policy', 'x-content-type-options']));
  }
  const policy = headersFor(rules, '/docs/intro/').find(([name]) => name === 'Content-Security-Policy')![1];
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
});
