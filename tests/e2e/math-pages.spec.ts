/**
 * Math renders only where a page means it. With remark-math, two dollar signs
 * in prose (a shell variable, two prices) turn the text between them into a
 * KaTeX formula: the 2.x tabs page once showed `eval "$(lumen …)"` that way.
 * The pages that show math on purpose are listed here; any other page that
 * renders a formula fails, named, with what to do.
 */
import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {assertBuildExists, buildDir, builtPages} from './support/site';

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

/**
 * The MathML that KaTeX writes beside each formula is what screen readers
 * read, and Firefox lays it out and logs an error ("Invalid markup: Incorrect
 * number of children for <msub/> tag") when an element lacks or has extra
 * parts. KaTeX puts a third child in the subscript of an operator name
 * (`f_{\max}`, KaTeX issue 3721): write a label as `\text{max}`.
 */
test('every formula’s MathML gives each script, fraction and root the parts it takes', async ({page}) => {
  const parts = {msub: 2, msup: 2, msubsup: 3, mfrac: 2, mroot: 2, munder: 2, mover: 2, munderover: 3};
  const wrong: string[] = [];
  for (const folder of pagesWithMath) {
    const html = fs.readFileSync(path.join(buildDir, folder, 'index.html'), 'utf8');
    const found = await page.evaluate(
      ({html, parts}) =>
        Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll(Object.keys(parts).join(',')))
          .filter((element) => element.children.length !== parts[element.localName as keyof typeof parts])
          .map(
            (element) =>
              `${element.localName} with ${element.children.length} children in ${element.closest('math')?.querySelector('annotation')?.textContent?.trim() ?? '?'}`,
          ),
      {html, parts},
    );
    wrong.push(...found.map((problem) => `${folder}: ${problem}`));
  }
  expect(wrong, 'Formulas whose MathML has the wrong number of parts').toEqual([]);
});
