import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {unbundledLanguages} from '../framework-edits/prism-client/languages';
import {frameworkEditsOn} from '../framework-edits/switch.cjs';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * A Prism theme with some token colours swapped, everything else unchanged.
 * Colours are matched case-insensitively, in hex or rgb() form as the theme
 * writes them.
 */
export function recolor(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const normalized = new Map(Object.entries(replacements).map(([from, to]) => [from.replace(/\s+/g, '').toLowerCase(), to]));
  const swap = (color: string | undefined) => (color === undefined ? undefined : (normalized.get(color.replace(/\s+/g, '').toLowerCase()) ?? color));
  return {
    plain: {...theme.plain, color: swap(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color !== undefined && {color: swap(entry.style.color)})},
    })),
  };
}

/**
 * GitHub's light theme with the token colours that fall short of WCAG AA
 * (4.5:1) darkened just enough: each new colour keeps at least 4.6:1 on the
 * code background, on a highlighted line and on an error line
 * (src/css/custom.css), where the original ones reach 2.1 to 4.3:1.
 * tests/unit/prismContrast.test.ts checks every colour of both themes.
 */
export const lightCodeTheme: PrismTheme = (() => {
  const theme = recolor(themes.github, {
    '#999988': '#626254', // comments
    '#e3116c': '#be0e5a', // strings
    '#36acaa': '#226b6a', // numbers, properties, constants
    '#00a4db': '#00698c', // attribute names, at-rules
    '#d73a49': '#ba2634', // functions, deleted lines
  });
  // GitHub dims namespaces to 70% opacity. A namespace token also carries the
  // type it sits in (a JSX attribute name like `xlink:href` is attr-name and
  // namespace), so the opacity dimmed those colours below 4.5:1 too. Namespaces
  // keep the colour of their token instead.
  return {...theme, styles: theme.styles.filter((entry) => !(entry.types.length === 1 && entry.types[0] === 'namespace'))};
})();

/**
 * Dracula with the token colours that fall short of WCAG AA lightened just
 * enough to keep 4.6:1 on a highlighted line too (the comment grey reaches
 * only 3:1 even on the plain background).
 */
export const darkCodeTheme: PrismTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#aab3ce', // comments
  'rgb(189, 147, 249)': '#c7a3fa', // keywords, constants, built-ins
  'rgb(255, 121, 198)': '#ff8ecf', // strings, tags, selectors
  'rgb(255, 85, 85)': '#ff9595', // deleted lines
});

/**
 * Code block colours and magic comments. The languages that Prism's default
 * bundle lacks are listed only with FRAMEWORK_EDITS=off: `additionalLanguages`
 * puts them in every page's main bundle, where src/framework-edits/prism-client
 * loads each one only on the pages that show it.
 */
export const prism = {
  ...(!frameworkEditsOn() && {additionalLanguages: [...unbundledLanguages]}),
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
    // Marks a line that would fail, for "don't do this" examples.
    {
      className: 'code-block-error-line',
      line: 'error-next-line',
      block: {start: 'error-start', end: 'error-end'},
    },
  ],
} satisfies Prism;
