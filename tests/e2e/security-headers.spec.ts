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
import {headersFor, parseHeadersFile} from '../../scripts/lib/headersFile.mjs';
import {assertBuildExists, buildDir, collectProblems, relativeUrl} from './support/site';
import {recordPolicyViolations} from './support/sweep';
import {allowsEval, htmlFiles, isFramePage, pageAddress, policyOf, policyRuleTests} from './support/headerRules';

assertBuildExists();

policyRuleTests('default build', buildDir);

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
