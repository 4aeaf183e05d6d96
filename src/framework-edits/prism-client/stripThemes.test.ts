import fs from 'node:fs';
import {stripThemes} from './stripThemes.cjs';

const browserBuild = fs.readFileSync(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');

test('the browser build of prism-react-renderer loses its bundled themes and keeps the highlighter', () => {
  const stripped = stripThemes(browserBuild);
  expect(browserBuild).toContain('dracula_default');
  expect(stripped).not.toContain('dracula_default');
  expect(stripped).not.toContain('synthwave84');
  expect(stripped).toContain('var Highlight');
  expect(stripped).toContain('themes_exports as themes');
  expect(stripped.length).toBeLessThan(browserBuild.length - 25_000);
});

test('reading a stripped theme says why it is missing', () => {
  const stripped = stripThemes(browserBuild);
  const stub = stripped.slice(stripped.indexOf('var themes_exports'), stripped.indexOf('// src/index.ts'));
  const themes = new Function(`${stub}; return themes_exports;`)() as Record<string, unknown>;
  expect(() => themes.github).toThrow(/left out of the browser bundle/);
});

test('a build laid out otherwise fails by file name instead of shipping half-cut', () => {
  expect(() => stripThemes('var themes_exports = {};', '/x/prism-react-renderer/dist/index.mjs')).toThrow(
    /^\/x\/prism-react-renderer\/dist\/index\.mjs: the section comments around the bundled themes were not found/,
  );
});
