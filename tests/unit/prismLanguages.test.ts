/**
 * Every language a fenced code block names is highlighted: either Prism's
 * default bundle (prism-react-renderer) has it, or it is among the
 * `additionalLanguages` of src/config/prism.ts. A block in a language neither
 * knows renders as plain text without any warning, so this test names the
 * file and the language instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {prism} from '../../src/config/prism';
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

/** Languages Prism knows once the additional languages are loaded, aliases included. */
function knownLanguages(): Set<string> {
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = Prism;
  for (const language of prism.additionalLanguages) {
    if (language === 'php') {
      require('prismjs/components/prism-markup-templating.js');
    }
    require(`prismjs/components/prism-${language}`);
  }
  delete globals.Prism;
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

test('no additional language repeats one of the default bundle', () => {
  expect(prism.additionalLanguages.filter((language) => defaultLanguages.has(language))).toEqual([]);
});
