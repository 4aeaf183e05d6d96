/**
 * The Content-Security-Policy of a build as its `_headers` rules give it,
 * read from the files (src/plugins/security-headers): the checks that hold
 * for every build, declared for the default build by security-headers.spec.ts
 * and for the services build by services/headers.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {resolveBaseUrl} from '../../../src/config/site';
import {headersFor, parseHeadersFile} from '../../../scripts/lib/headersFile.mjs';
import {inlineScripts, scriptHash} from '../../../src/plugins/security-headers/policy';
import {liveCodeFolder} from '../../../src/plugins/live-code-frame/folder';

export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function policyOf(dir: string): string {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  return rules.flatMap((rule) => rule.headers).find(([name]) => name === 'Content-Security-Policy')![1];
}

/** Where a built HTML file is served, relative to the base URL ("docs/installation/", "404.html"). */
export function pageAddress(dir: string, file: string): string {
  const relative = path.relative(dir, file).split(path.sep).join('/');
  return relative === 'index.html' || relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

export const isFramePage = (address: string) => address.startsWith(`${liveCodeFolder}/`);
export const allowsEval = (policy: string) =>
  policy.split('; ').some((directive) => directive.startsWith('script-src ') && directive.split(' ').includes("'unsafe-eval'"));

/** Every inline script is allowed by its hash, and every page gets one policy, with 'unsafe-eval' only where live code runs. */
export function policyRuleTests(name: string, dir: string): void {
  test(`${name}: every inline script of every page is in the policy by hash`, () => {
    expect(fs.existsSync(path.join(dir, 'index.html')), `${dir} is built`).toBe(true);
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

  test(`${name}: every page gets one policy from the rules, with 'unsafe-eval' only in the live code frame's folder`, () => {
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
