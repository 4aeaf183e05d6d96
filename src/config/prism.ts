import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * Code block colours and languages. Prism's default bundle lacks several
 * languages our docs show (shell sessions, diffs, config formats).
 */
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'diff', 'json', 'java', 'php', 'powershell', 'rust', 'toml', 'yaml'],
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
