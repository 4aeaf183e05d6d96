/** The scanner and its report, shared by the accessibility specs. */
import fs from 'node:fs';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';
import {expect, type Page} from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, axe's best practices, and its experimental rules (row and column
 * headers of data tables, a control's visible label in its name, focusable elements without a role): every page is
 * held to all of them, with no violation allowed.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** The rules whose outcome depends on the page's colours: what changes when a page switches colour mode. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export type Violation = AxeResults['violations'][number];

declare global {
  interface Window {
    axe?: {run(context: ElementContext, options: RunOptions): Promise<AxeResults>};
  }
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation with its rule, impact and the first elements it was found on, for a failure message. */
export function describeViolations(violations: Violation[], where: string): string {
  const lines = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 8)
      .map((node) => `      - ${node.target.join(' >> ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n\s*/g, ' ')}` : ''}`)
      .join('\n');
    const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more elements` : '';
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} elements)\n${targets}${more}`;
  });
  return `${violations.length} axe violations on ${where}:\n${lines.join('\n')}`;
}

/**
 * Puts axe-core into the page and each of its frames, once per document, so
 * that a scan reaches into the frames. @axe-core/playwright injected it twice
 * into every frame on every scan, which cost more than scanning most pages.
 * A child frame that does not answer within a second is left out of the
 * scan, as that library left it out.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (await frame.evaluate(() => window.axe === undefined)) {
        await frame.evaluate(`${axeSource}\n;axe.configure({allowedOrigins: ['<same_origin>']});`);
      }
    };
    if (frame === page.mainFrame()) {
      await inject();
    } else {
      await Promise.race([inject(), new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => undefined);
    }
  }
}

/**
 * Scans the page as it is now and fails (softly: the test goes on) on any
 * violation, naming `where`. The pointer is moved away first: left over an
 * element, it would scan that element's hover colours. `exclude`: elements
 * the scan leaves out; `rules`: only these rules (all of `axeTags`
 * otherwise); `within`: the one element to scan, in the state it is in
 * (pointed at or focused), so the pointer stays where it is;
 * `withoutColours`: every rule but `colourRules`.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  {exclude, rules, within, withoutColours}: {exclude?: string; rules?: string[]; within?: string; withoutColours?: boolean} = {},
): Promise<void> {
  if (within === undefined) {
    await page.mouse.move(0, 0);
  }
  await injectAxe(page);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: axeTags},
    resultTypes: ['violations'],
    ...(withoutColours && {rules: Object.fromEntries(colourRules.map((rule) => [rule, {enabled: false}]))}),
  };
  const violations = await page.evaluate(
    async ({leftOut, scope, options}) =>
      (await window.axe!.run(scope ? document.querySelector(scope)! : leftOut ? {exclude: [[leftOut]]} : document, options)).violations,
    {leftOut: exclude, scope: within, options},
  );
  expect
    .soft(
      violations.map((violation) => violation.id),
      describeViolations(violations, where),
    )
    .toEqual([]);
}
