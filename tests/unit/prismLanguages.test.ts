/**
 * Every language a fenced code block names is highlighted: either the site's
 * core Prism set (prism-react-renderer with src/framework-edits/prism-client's core
 * languages) has it, or src/framework-edits/prism-client has a grammar for it that
 * pages load where they use it. A block in a language neither knows renders
 * as plain text without any warning, so this test names the file and the
 * language instead.
 *
 * It also checks that the core set highlights every code block on the site
 * exactly as prism-react-renderer's own bundle does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {extraLanguages, unbundledLanguages} from '../../src/framework-edits/prism-client/languages';
import {siteDir} from './siteConfig';

type PrismInstance = typeof Prism;

/** Shown as they are on purpose: no Prism grammar exists, or another plugin renders them. */
const plainLanguages = new Set([
  'text',
  'mermaid', // drawn by the Mermaid theme
  'math', // rendered by remark-math and KaTeX
  'mdx', // Prism has no MDX grammar; examples that are mostly Markdown use `md`
  'nginx', // three short server snippets on the deployment page
]);

// Jest loads prism-react-renderer through the core-set transform, as the site build does.
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- grammar scripts that extend the current Prism when they run, in the table's order
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

test('no extra grammar repeats a language of the core set', () => {
  expect(Object.keys(extraLanguages).filter((language) => defaultLanguages.has(language))).toEqual([]);
});

test("each language's Prism files register on prism-react-renderer's instance, under the names the table gives them", () => {
  for (const modules of new Set(Object.values(extraLanguages))) {
    // A fresh Prism for each language, so that its names are counted before another one adds them.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh instance, inside jest.isolateModules
      const fresh = (require('prism-react-renderer') as {Prism: typeof Prism}).Prism;
      // The grammars it builds on (C for C++, the templating helper for PHP) come first.
      loadLanguage(modules.slice(0, -1), fresh);
      const added = loadLanguage(modules.slice(-1), fresh);
      const listed = Object.keys(extraLanguages).filter((name) => extraLanguages[name] === modules);
      expect({modules, names: added.sort()}).toEqual({modules, names: listed.sort()});
    });
  }
  expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
});

/** prism-react-renderer as published, with its own bundled languages (no transform). */
function publishedPrism(): PrismInstance {
  const file = require.resolve('prism-react-renderer');
  const module = {exports: {} as {Prism: PrismInstance}};
  new Function('require', 'module', 'exports', fs.readFileSync(file, 'utf8'))(require, module, module.exports);
  return module.exports.Prism;
}

/** Fenced code blocks of a Markdown file: language and source. */
function codeBlocks(source: string): {language: string; code: string}[] {
  const blocks: {language: string; code: string}[] = [];
  let open: {fence: string; language: string; lines: string[]} | undefined;
  for (const line of source.split('\n')) {
    if (open) {
      if (line.trim() === open.fence) {
        blocks.push({language: open.language, code: open.lines.join('\n')});
        open = undefined;
      } else {
        open.lines.push(line);
      }
      continue;
    }
    const start = /^\s*(`{3,}|~{3,})([A-Za-z][\w+-]*)/.exec(line);
    if (start) open = {fence: start[1]!, language: start[2]!, lines: []};
  }
  return blocks;
}

/** Tokens as prism-react-renderer computes them (hooks included), as plain data. */
function tokens(prism: PrismInstance, code: string, language: string): string {
  const env = {code, grammar: prism.languages[language], language, tokens: [] as unknown[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar!);
  prism.hooks.run('after-tokenize', env);
  return JSON.stringify(env.tokens);
}

test("the core set highlights every code block in its languages as prism-react-renderer's bundle does", () => {
  const published = publishedPrism();
  let compared = 0;
  const differing: string[] = [];
  for (const file of contentDirs.flatMap((dir) => contentFiles(path.join(siteDir, dir)))) {
    for (const {language, code} of codeBlocks(fs.readFileSync(file, 'utf8'))) {
      if (!defaultLanguages.has(language)) continue;
      compared += 1;
      if (tokens(Prism, code, language) !== tokens(published, code, language)) {
        differing.push(`${path.relative(siteDir, file)}: \`\`\`${language}`);
      }
    }
  }
  expect(differing).toEqual([]);
  // The site's thousands of TypeScript, JavaScript and Markdown blocks were compared, not none.
  expect(compared).toBeGreaterThan(1000);
});

test('languages left out of the core set stay highlighted, as extra grammars', () => {
  const published = Object.keys(publishedPrism().languages);
  expect(published.filter((language) => !defaultLanguages.has(language) && !(language in extraLanguages))).toEqual([]);
});

test('with FRAMEWORK_EDITS=off every extra language is highlighted too: bundled, or in the stock additionalLanguages', () => {
  const published = new Set(Object.keys(publishedPrism().languages));
  const added = new Set(unbundledLanguages.map((name) => `prismjs/components/prism-${name}`));
  const missing = Object.entries(extraLanguages).filter(([language, modules]) => !published.has(language) && !added.has(modules.at(-1)!));
  expect(missing.map(([language]) => language)).toEqual([]);
  // Nothing listed that the bundle already has: each would load on every page for nothing.
  expect(unbundledLanguages.filter((name) => published.has(name))).toEqual([]);
});
