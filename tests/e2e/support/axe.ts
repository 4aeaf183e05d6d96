/** The scanner and its report, shared by the accessibility specs. */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices: every page is held to all of them, with no violation allowed. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
 * axe-core for a page, run inside the page itself ("legacy" mode). The default
 * mode opens a blank page for every scan to gather frame results, which cost
 * several times the scan itself here; the site's pages embed no cross-origin
 * frame that a scan would then miss.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).withTags(axeTags);
}

/**
 * Scans the page as it is now and fails (softly: the test goes on) on any
 * violation, naming `where`. The pointer is moved away first: left over an
 * element, it would scan that element's hover colours. `exclude`: elements
 * the scan leaves out.
 */
export async function expectNoAxeViolations(page: Page, where: string, exclude?: string): Promise<void> {
  await page.mouse.move(0, 0);
  const builder = axeFor(page).options({resultTypes: ['violations']});
  const {violations} = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect
    .soft(
      violations.map((violation) => violation.id),
      describeViolations(violations, where),
    )
    .toEqual([]);
}
