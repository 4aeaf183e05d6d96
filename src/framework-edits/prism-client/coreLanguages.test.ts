import fs from 'node:fs';
import {Prism} from 'prism-react-renderer';
import {replaceLanguages, coreComponents} from './coreLanguages.cjs';

test("unit tests get the site's Prism: the core languages, not the published bundle's 28", () => {
  const languages = Object.keys(Prism.languages);
  expect(languages).toEqual(expect.arrayContaining(['markup', 'javascript', 'typescript', 'jsx', 'tsx', 'markdown', 'json', 'yaml', 'css']));
  expect(languages).not.toContain('swift');
  expect(languages).not.toContain('python');
  // js-extras and jsdoc, which change JavaScript's grammar, are part of it.
  expect(Object.keys(Prism.languages.javascript!)).toEqual(expect.arrayContaining(['known-class-name', 'doc-comment']));
});

test('both builds of the package get the grammar files in place of their bundled languages', () => {
  for (const build of ['prism-react-renderer/dist/index.js', 'prism-react-renderer/dist/index.mjs']) {
    const source = fs.readFileSync(require.resolve(build), 'utf8');
    const replaced = replaceLanguages(source);
    expect(source).toContain('Prism.languages.swift =');
    expect(replaced).not.toContain('Prism.languages.swift =');
    for (const name of coreComponents) expect(replaced).toContain(`// prismjs/components/prism-${name}.js\n`);
    expect(replaced).toContain('var Highlight');
  }
});

test('a build laid out otherwise fails by file name instead of shipping without languages', () => {
  expect(() => replaceLanguages('var Prism = {};', '/x/prism-react-renderer/dist/index.mjs')).toThrow(
    /^\/x\/prism-react-renderer\/dist\/index\.mjs: the section that loads the bundled languages was not found/,
  );
});
