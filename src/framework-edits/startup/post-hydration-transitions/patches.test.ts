import fs from 'node:fs';
import path from 'node:path';
import postHydrationTransitionsPlugin from './index';
import {partPatcher, patchRules} from '../../module-patches';

const {patchSource, patchedFiles} = partPatcher('post-hydration-transitions');

const nodeModules = path.join(__dirname, '../../../../node_modules');
/** Each patched module, and the updates in it that must become transitions. */
const modules: [string, string[]][] = [
  ['@docusaurus/core/lib/client/browserContext.js', ['setIsBrowser(true)']],
  ['@docusaurus/theme-common/lib/hooks/useWindowSize.js', ['updateWindowSize)']],
  ['@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js', ['setHiddenTabElement(', 'setIsCodeScrollable(']],
  ['@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js', ['setState(readStorageState(']],
];

test.each(modules)('%s: its post-hydration updates become transitions', (name, updates) => {
  const file = path.join(nodeModules, name);
  expect(patchedFiles.some((pattern) => pattern.test(file))).toBe(true);
  const patched = patchSource(fs.readFileSync(file, 'utf8'), file);
  expect(patched.startsWith("import {startTransition as startTransition__pht} from 'react';\n")).toBe(true);
  for (const update of updates) {
    expect(patched).toContain(`startTransition__pht(${update.startsWith('update') ? '' : '() => '}${update}`);
  }
});

test('only the first window size answer is a transition; resizes stay urgent', () => {
  const file = path.join(nodeModules, '@docusaurus/theme-common/lib/hooks/useWindowSize.js');
  const patched = patchSource(fs.readFileSync(file, 'utf8'), file);
  expect(patched).toContain("window.addEventListener('resize', updateWindowSize);");
});

test('code blocks outside hidden tabs no longer store null over undefined', () => {
  const file = path.join(nodeModules, '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js');
  const source = fs.readFileSync(file, 'utf8');
  // The state starts undefined; the original stored `closest`'s null, a change that re-rendered every block.
  expect(source).toMatch(/useState\(\);/);
  expect(patchSource(source, file)).toContain("closest('[role=tabpanel][hidden]') ?? undefined");
});

test('a module laid out otherwise fails the build and names this plugin', () => {
  expect(() => patchSource('export {}', '/x/node_modules/@docusaurus/core/lib/client/browserContext.js')).toThrow(
    /browserContext\.js: expected the text "setIsBrowser\(true\);" once, found it 0 times\. .*part "post-hydration-transitions" of src\/framework-edits\/module-patches\/modules\/core\.browserContext\.cjs/,
  );
});

test('only the browser build is patched', () => {
  const configure = (isServer: boolean) => postHydrationTransitionsPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);
  expect(configure(true)).toEqual({});
  expect(configure(false)).toEqual({
    module: {rules: patchRules('post-hydration-transitions')},
  });
});
