import fs from 'node:fs';
import path from 'node:path';
import {cannotStartWithEmoji} from './cannotStartWithEmoji';
import {partPatcher} from '../../module-patches';

const {patchSource, patchedFiles} = partPatcher('startup-without-icu');

const modules = [
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  '@docusaurus/theme-common/lib/utils/reactUtils.js',
  '@docusaurus/theme-common/lib/utils/IntlUtils.js',
].map((name) => path.join(__dirname, '../../../../node_modules', name));
const emojiUtils = path.join(__dirname, '../../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js');

test('each patched Docusaurus module loses its Intl and localeCompare calls', () => {
  for (const file of modules) {
    expect(patchedFiles.some((pattern) => pattern.test(file))).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/localeCompare|new Intl\./);
    expect(patchSource(source, file)).not.toMatch(/localeCompare|new Intl\./);
  }
});

test('the docs plugin still tries longer paths first', () => {
  const file = modules[0];
  const patched = patchSource(fs.readFileSync(file, 'utf8'), file);
  // Run the patched sort on its own: the module's imports are not needed for it.
  const sortBody = patched.match(/\.sort\(\(a, b\) => [^)]+\)\)/)![0];
  const compare = patched.match(/function compareCodeUnits__icu[^\n]+/)![0];
  const entries = new Function(
    `${compare}; return Object.entries({root: {path: '/'}, docs: {path: '/docs'}, community: {path: '/community'}, v2: {path: '/docs/2.x'}})${sortBody};`,
  )() as [string, {path: string}][];
  const order = entries.map(([, {path}]) => path);
  expect(order.indexOf('/docs/2.x')).toBeLessThan(order.indexOf('/docs'));
  expect(order.at(-1)).toBe('/');
});

test('a module laid out otherwise fails the build by name', () => {
  expect(() => patchSource('export {}', '/x/node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js')).toThrow(
    /IntlUtils\.js: expected the text "return new Intl\.DateTimeFormat\(currentLocale, \{" once, found it 0 times/,
  );
  expect(patchSource('untouched', '/x/other.js')).toBe('untouched');
});

type ExtractLeadingEmoji = (input: string) => {emoji: string | null; rest: string};

/** The module's function, run on its own with the given Intl; imports become parameters. */
function loadExtractLeadingEmoji(source: string, intl: typeof Intl): ExtractLeadingEmoji {
  const body = source.replace(/^import .*$/m, '').replace('export function', 'function');
  return new Function('Intl', 'cannotStartWithEmoji__icu', `${body}\nreturn extractLeadingEmoji;`)(intl, cannotStartWithEmoji) as ExtractLeadingEmoji;
}

/** Intl whose segmenter counts how often it is created. */
function countingIntl() {
  const counter = {created: 0};
  const Segmenter = class extends Intl.Segmenter {
    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      super(...args);
      counter.created += 1;
    }
  };
  return {counter, intl: {...Intl, Segmenter} as typeof Intl};
}

describe('doc card labels (extractLeadingEmoji)', () => {
  const source = fs.readFileSync(emojiUtils, 'utf8');
  const original = loadExtractLeadingEmoji(source, Intl);

  const emoji = ['⚠️', '🚀', '👍🏽', '🇫🇷', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '👩‍💻', '👨‍👩‍👧', '©️', '®', '✔', '☺️', '1️⃣', '#️⃣', '*️⃣', '🗃', '📄️', '🔗'];
  const continuations = ['', ' Title', '\uFE0F', '\uFE0F\u20E3 Title', '\u20E3', '\u200D🚀', '🏻', '\u0301', '\u{E0067}', '🇫'];
  const labels = [
    '',
    'Getting started',
    'Élan',
    '中文',
    ...emoji.flatMap((e) => [e, `${e} Title`, `${e}${e}`, `A ${e}`]),
    ...Array.from({length: 128}, (_, code) => String.fromCharCode(code)).flatMap((c) => continuations.map((rest) => c + rest)),
  ];

  test('answers exactly as the original for every label', () => {
    const patched = loadExtractLeadingEmoji(patchSource(source, emojiUtils), Intl);
    for (const label of labels) expect([label, patched(label)]).toEqual([label, original(label)]);
    // The samples do exercise both answers.
    expect(labels.filter((label) => original(label).emoji !== null).length).toBeGreaterThan(30);
  });

  test('labels starting with plain ASCII never create the segmenter; an emoji start does', () => {
    const {counter, intl} = countingIntl();
    const patched = loadExtractLeadingEmoji(patchSource(source, emojiUtils), intl);
    for (const label of ['Getting started', 'API', '2.x releases', '#hashtag', '* star', '']) patched(label);
    expect(counter.created).toBe(0);
    expect(patched('🚀 Deployment')).toEqual({emoji: '🚀', rest: ' Deployment'});
    expect(patched('1️⃣ First')).toEqual({emoji: '1️⃣', rest: ' First'});
    expect(counter.created).toBe(1);
  });
});
