/**
 * Math renders only where a page means it. With remark-math, two dollar signs
 * in prose (a shell variable, two prices) turn the text between them into a
 * KaTeX formula: the 2.x tabs page once showed `eval "$(lumen …)"` that way.
 * The pages that show math on purpose are listed here; any other page that
 * renders a formula fails, named, with what to do.
 */
import {expect, test} from '@playwright/test';
import {assertBuildExists, builtPages} from './support/site';

test.beforeAll(assertBuildExists);

const docsVersions = ['docs', 'docs/3.0.0-rc.1', 'docs/2.x'];
const pagesWithMath = [
  // The Markdown features overview and the math page, in every version; the plugins page's example adds remark-math.
  ...docsVersions.flatMap((docs) => [`${docs}/markdown-features/`, `${docs}/markdown-features/math-equations/`, `${docs}/markdown-features/plugins/`]),
  // The test area's Markdown page exercises math.
  'tests/pages/markdown-tests-mdx/',
];

test('KaTeX renders formulas only on the pages meant to show math', () => {
  const rendering: string[] = [];
  for (const [folder, html] of builtPages()) {
    if (/<span class="?katex[\s">]/.test(html)) {
      rendering.push(`${folder}/`);
    }
  }
  const unexpected = rendering.filter((page) => !pagesWithMath.includes(page));
  expect(
    unexpected,
    'These pages render math. If a page means to, add it to pagesWithMath; if not, write its dollar signs as \\$ (or put the text in code).',
  ).toEqual([]);
  expect(
    pagesWithMath.filter((page) => !rendering.includes(page)),
    'Listed pages that no longer render math',
  ).toEqual([]);
});
