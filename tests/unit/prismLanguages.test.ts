/**
 * Every language a fenced code block names is highlighted: either Prism's
 * default bundle (prism-react-renderer) has it, or src/plugins/prism-client
 * has a grammar for it that pages load where they use it. A block in a
 * language neither knows renders as plain text without any warning, so this
 * test names the file and the language instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {extraLanguages} from '../../src/plugins/prism-client/languages';
import {siteDir} from './siteConfig';

/** Shown as they are on purpose: no Prism grammar exists, or another plugin renders them. */
const plainLanguages = new Set([
  'text',
  'mermaid', // drawn by the Mermaid theme
  'math', // rendered by remark-math and KaTeX
  'mdx', // Prism has no MDX grammar; examples that are mostly Markdown use `md`
  'nginx', // three short server snippets on the deployment page
]);

// Read before the tests load more languages into the same Prism instance.
const defaultLanguages = new Set(Object.keys(Prism.languages));

const contentDirs = ['docs', 'versioned_docs', 'community', 'blog', 'changelog', 'src/pages', 'website-tests'];

function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return contentFiles(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Loads a language's Prism files as a page would, and returns the names they add to `prism`. */
function loadLanguage(modules: readonly string[], prism: typeof Prism = Prism): string[] {
  const before = new Set(Object.keys(prism.languages));
  for (const module of modules) {
    require(module);
  }
  return Object.keys(prism.languages).filter((name) => !before.has(name));
}

/** Languages Prism knows once every extra grammar is loaded, aliases included. */
function knownLanguages(): Set<string> {
  for (const modules of Object.values(extraLanguages)) {
    loadLanguage(modules);
  }
  return new Set(Object.keys(Prism.languages));
}

test('every language used in a code block is highlighted', () => {
  const known = knownLanguages();
  const unknown: string[] = [];
  for (const file of contentDirs.flatMap((dir) => contentFiles(path.join(siteDir, dir)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:`{3,}|~{3,})([A-Za-z][\w+-]*)/gm)) {
      const language = match[1]!;
      if (!known.has(language) && !plainLanguages.has(language)) {
        unknown.push(`${path.relative(siteDir, file)}: \`\`\`${language}`);
      }
    }
  }
  expect([...new Set(unknown)]).toEqual([]);
});

test('no extra grammar repeats a language of the default bundle', () => {
  expect(Object.keys(extraLanguages).filter((language) => defaultLanguages.has(language))).toEqual([]);
});

test("each language's Prism files register on prism-react-renderer's instance, under the names the table gives them", () => {
  // A fresh Prism, so that each language's names are counted before another one adds them.
  jest.isolateModules(() => {
    const fresh = (require('prism-react-renderer') as {Prism: typeof Prism}).Prism;
    const languages = [...new Set(Object.values(extraLanguages))];
    for (const modules of languages) {
      const added = loadLanguage(modules, fresh).filter((name) => name !== 'markup-templating');
      const listed = Object.keys(extraLanguages).filter((name) => extraLanguages[name] === modules);
      expect({modules, names: added.sort()}).toEqual({modules, names: listed.sort()});
    }
  });
  expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
});
