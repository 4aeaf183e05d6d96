/**
 * The build's serving rules (src/plugins/security-headers): the e2e server
 * sends the headers of build/_headers as a static host would, so every
 * spec runs under the site's Content-Security-Policy. Here: the headers
 * themselves, and that every inline script the build emitted is allowed by
 * its hash (the page sweep in smoke.spec.ts checks that no page reports a
 * policy violation), and that every page gets one policy, without
 * 'unsafe-eval' but in the live code frame's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {inlineScripts, scriptHash} from '../../src/plugins/security-headers/policy';
import {liveCodeFolder} from '../../src/plugins/live-code-frame/folder';
import {resolveBaseUrl} from '../../src/config/site';
import {headersFor, parseHeadersFile} from '../../scripts/lib/headersFile.mjs';
import {assertBuildExists, buildDir, collectProblems, relativeUrl} from './support/site';
import {recordPolicyViolations} from './support/sweep';

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

/** Where a built HTML file is served, relative to the base URL ("docs/installation/", "404.html"). */
function pageAddress(dir: string, file: string): string {
  const relative = path.relative(dir, file).split(path.sep).join('/');
  return relative === 'index.html' || relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

const isFramePage = (address: string) => address.startsWith(`${liveCodeFolder}/`);
const allowsEval = (policy: string) =>
  policy.split('; ').some((directive) => directive.startsWith('script-src ') && directive.split(' ').includes("'unsafe-eval'"));

for (const [name, dir] of [
  ['default build', buildDir],
  ['services build', servicesBuildDir],
] as const) {
  test(`${name}: every inline script of every page is in the policy by hash`, () => {
    test.skip(!fs.existsSync(path.join(dir, 'index.html')), `${dir} is not built (npm run build:services)`);
    const scriptSources = policyOf(dir)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
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

for (const [name, dir] of [
  ['default build', buildDir],
  ['services build', servicesBuildDir],
] as const) {
  test(`${name}: every page gets one policy from the rules, with 'unsafe-eval' only in the live code frame's folder`, () => {
    test.skip(!fs.existsSync(path.join(dir, 'index.html')), `${dir} is not built (npm run build:services)`);
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const wrong: string[] = [];
    const addresses = htmlFiles(dir).map((file) => pageAddress(dir, file));
    for (const address of addresses) {
      const policies = headersFor(rules, `${resolveBaseUrl()}${encodeURI(address)}`).filter(([header]) => header === 'Content-Security-Policy');
      if (policies.length !== 1 || allowsEval(policies[0]![1]) !== isFramePage(address)) {
        wrong.push(`${address}: ${policies.length} policies${policies.some(([, policy]) => allowsEval(policy)) ? ", with 'unsafe-eval'" : ''}`);
      }
    }
    expect(addresses.filter(isFramePage), "the live code frame's page").toEqual([`${liveCodeFolder}/`]);
    expect(wrong).toEqual([]);
  });
}

test("as served: each page's policy, and a missing page's from its own <meta> element", async ({request}) => {
  test.setTimeout(180_000);
  const wrong: string[] = [];
  for (const file of htmlFiles(buildDir)) {
    const address = pageAddress(buildDir, file);
    // Followed through the server's redirects (offline.html is served as /offline), as a reader's browser does.
    const response = await request.get(address === '' ? './' : encodeURI(address));
    const policy = response.headers()['content-security-policy'];
    if (response.status() !== 200 || !policy || policy.includes(', ') || allowsEval(policy) !== isFramePage(address)) {
      wrong.push(`${address}: HTTP ${response.status()}, ${policy === undefined ? 'no policy' : allowsEval(policy) ? "'unsafe-eval'" : 'strict'}`);
    }
  }
  expect(wrong).toEqual([]);

  const missing = await request.get('no-such-section/at-all/');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy'], 'outside every rule: the page carries the policy').toBeUndefined();
  const meta = /<meta http-equiv="?Content-Security-Policy"? content="([^"]+)"/i.exec(await missing.text())?.[1];
  expect(meta, "the not-found page's policy").toBe(policyOf(buildDir).replace("; frame-ancestors 'self'", ''));
});

test('a missing page outside every rule runs under its own policy without a violation', async ({page}) => {
  const problems = collectProblems(page);
  await recordPolicyViolations(page);
  await page.goto('no-such-section/at-all/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
  expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
  // The 404 status itself is reported on the console; nothing else may be.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

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
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      `${url}: a header set twice`,
    ).toEqual([]);
    expect(names, url).toEqual(expect.arrayContaining(['cache-control', 'content-security-policy', 'x-content-type-options']));
  }
  const policy = headersFor(rules, '/docs/intro/').find(([name]) => name === 'Content-Security-Policy')![1];
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
});
