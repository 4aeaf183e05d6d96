/**
 * Our changelog says what changed in our own words: no entry may repeat the
 * wording of the upstream Docusaurus v2 changelog. The upstream text is not
 * in this repository; upstreamFingerprints.json holds only hashes of its
 * word runs, written by scripts/generate-changelog-fingerprints.mjs, and
 * ./fingerprint.cjs normalises both sides the same way.
 *
 * An entry fails when it shares a run of six consecutive words with an
 * upstream entry, or when it is six words or fewer and equals a short
 * upstream entry as a whole. The fix is to say the same facts differently.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runLength, hashLength, entryWords, runHashes, shortEntryHash} from './fingerprint.cjs';

type Fingerprints = {
  runLength: number;
  hashLength: number;
  /** version -> space-separated hashes */
  runs: Record<string, string>;
  shortTexts: Record<string, string>;
};

type Entry = {file: string; line: number; release: string; text: string};

const siteDir = path.resolve(__dirname, '../../..');
const changelogDir = path.join(siteDir, 'changelog');

/**
 * The prose entries of a changelog file: each bullet (nested ones apart,
 * wrapped lines joined) and each paragraph, with the release it belongs to.
 * Skipped: front matter, headings, code blocks, MDX comments and the
 * Committers lists (names, not wording).
 */
function changelogEntries(file: string, content: string): Entry[] {
  const entries: Entry[] = [];
  const lines = content.split('\n');
  let release = '(before the first release)';
  let inFence = false;
  let inCommitters = false;
  let current: Entry | null = null;
  let start = 0;
  if (lines[0] === '---') {
    start = lines.indexOf('---', 1) + 1;
  }
  const close = () => {
    if (current) {
      entries.push(current);
      current = null;
    }
  };
  for (let index = start; index < lines.length; index += 1) {
    const text = lines[index];
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      close();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      continue;
    }
    if (text.startsWith('#')) {
      close();
      const heading = /^## (\S+) \(\d{4}-\d{2}-\d{2}\)/.exec(text);
      if (heading) {
        release = heading[1];
        inCommitters = false;
      } else if (text.startsWith('### ')) {
        inCommitters = text.slice(4).trim() === 'Committers';
      }
      continue;
    }
    if (text.trim() === '' || /^\s*\{\/\*.*\*\/\}\s*$/.test(text)) {
      close();
      continue;
    }
    if (inCommitters) {
      continue;
    }
    const bullet = /^(\s*)(?:[-*+]|\d+\.)\s+(.*)$/.exec(text);
    if (bullet) {
      close();
      current = {file, line, release, text: bullet[2]};
    } else if (current) {
      // A wrapped line of the bullet or paragraph above.
      (current as Entry).text += ` ${text.trim()}`;
    } else {
      current = {file, line, release, text: text.trim()};
    }
  }
  close();
  return entries;
}

function readEntries(): Entry[] {
  return fs
    .readdirSync(changelogDir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .flatMap((name) =>
      changelogEntries(`changelog/${name}`, fs.readFileSync(path.join(changelogDir, name), 'utf8')),
    );
}

/** hash -> the upstream releases whose wording has it */
function hashIndex(byVersion: Record<string, string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [version, hashes] of Object.entries(byVersion)) {
    for (const hash of hashes.split(' ').filter(Boolean)) {
      index.set(hash, [...(index.get(hash) ?? []), version]);
    }
  }
  return index;
}

/** One line per entry that repeats upstream wording; empty when none does. */
function findCopies(entries: Entry[], fingerprints: Fingerprints): string[] {
  const runs = hashIndex(fingerprints.runs);
  const shortTexts = hashIndex(fingerprints.shortTexts);
  const problems: string[] = [];
  for (const {file, line, release, text} of entries) {
    const words = entryWords(text);
    const where = `${file}:${line} (${release})`;
    const shared = runHashes(words).flatMap((hash, start) =>
      runs.has(hash) ? [{start, upstream: runs.get(hash)!}] : [],
    );
    if (shared.length > 0) {
      const first = shared[0];
      problems.push(
        `${where}: shares ${shared.length} run(s) of ${runLength} words with upstream ${first.upstream.join(', ')}, ` +
          `first "${words.slice(first.start, first.start + runLength).join(' ')}"`,
      );
    }
    const whole = shortEntryHash(words);
    if (whole && shortTexts.has(whole)) {
      problems.push(`${where}: "${words.join(' ')}" equals a short upstream entry of ${shortTexts.get(whole)!.join(', ')}`);
    }
  }
  return problems;
}

describe('reading entries from a changelog file', () => {
  const sample = [
    '# Docusaurus 9.x',
    '',
    'Intro paragraph',
    'over two lines.',
    '',
    '## 9.0.1 (2030-01-02)',
    '',
    '### Bug fix',
    '',
    '- **docusaurus**: A fix that',
    '  wraps. ([#1](https://github.com/facebook/docusaurus/pull/1) by @ada)',
    '  - A nested point.',
    '  ```js',
    '  const notProse = true;',
    '  ```',
    '',
    '### Committers',
    '',
    '- Ada Lovelace (@ada)',
  ].join('\n');

  test('yields bullets, nested bullets and paragraphs, with line and release, and skips code and committers', () => {
    expect(changelogEntries('changelog/9.x.md', sample)).toEqual([
      {file: 'changelog/9.x.md', line: 3, release: '(before the first release)', text: 'Intro paragraph over two lines.'},
      {
        file: 'changelog/9.x.md',
        line: 10,
        release: '9.0.1',
        text: '**docusaurus**: A fix that wraps. ([#1](https://github.com/facebook/docusaurus/pull/1) by @ada)',
      },
      {file: 'changelog/9.x.md', line: 12, release: '9.0.1', text: 'A nested point.'},
    ]);
  });

  test('normalises away the package label, the pull request reference, markdown and punctuation', () => {
    expect(entryWords('**docusaurus-utils**: `useBaseUrl` [works](https://x.test) again! ([#12](https://github.com/facebook/docusaurus/pull/12) by @ada)')).toEqual(
      ['usebaseurl', 'works', 'again'],
    );
    expect(entryWords("fix(theme-classic): don't crash on #123 (#124)")).toEqual(['dont', 'crash', 'on']);
  });
});

describe('the check itself', () => {
  // Fingerprints of made-up wording, standing in for the upstream data.
  const made = (texts: string[]) => texts.map((text) => runHashes(entryWords(text))).flat().join(' ');
  const fakeUpstream: Fingerprints = {
    runLength,
    hashLength,
    runs: {'9.0.0': made(['feat(core): the quick brown fox jumps over the lazy dog (#1)'])},
    shortTexts: {'9.0.0': shortEntryHash(entryWords('Tidy the kitchen.'))!},
  };
  const entry = (text: string): Entry => ({file: 'changelog/9.x.md', line: 7, release: '9.0.0', text});

  test('flags a shared run of six words, whatever the case, punctuation and PR link', () => {
    expect(
      findCopies([entry('**docusaurus**: Then The quick-brown fox jumps, over the lazy cat. ([#1](https://github.com/facebook/docusaurus/pull/1) by @ada)')], fakeUpstream),
    ).toEqual([
      'changelog/9.x.md:7 (9.0.0): shares 3 run(s) of 6 words with upstream 9.0.0, first "the quick brown fox jumps over"',
    ]);
  });

  test('flags a short entry equal to a short upstream entry, and passes different wording', () => {
    expect(findCopies([entry('Tidy the **kitchen**')], fakeUpstream)).toHaveLength(1);
    expect(findCopies([entry('The kitchen was tidied.'), entry('A fox, quick and brown, jumped over a dog.')], fakeUpstream)).toEqual([]);
  });
});

describe('our changelog', () => {
  const fingerprints = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'upstreamFingerprints.json'), 'utf8'),
  ) as Fingerprints;
  const entries = readEntries();

  test('the fingerprints were made with the normalisation this test uses', () => {
    expect([fingerprints.runLength, fingerprints.hashLength]).toEqual([runLength, hashLength]);
    expect(Object.keys(fingerprints.runs)).toHaveLength(86);
  });

  test('has entries in every release file', () => {
    const files = new Set(entries.map(({file}) => file));
    expect(files.size).toBe(fs.readdirSync(changelogDir).filter((name) => /\.mdx?$/.test(name)).length);
    expect(entries.length).toBeGreaterThan(2500);
  });

  test('repeats no wording of the upstream v2 changelog', () => {
    expect(findCopies(entries, fingerprints)).toEqual([]);
  });
});
