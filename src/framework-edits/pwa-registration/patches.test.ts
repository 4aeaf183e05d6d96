import fs from 'node:fs';
import path from 'node:path';
import {partPatcher} from '../module-patches';

const {patchSource, patchedFiles} = partPatcher('pwa-registration');

const registerSw = path.join(__dirname, '../../../node_modules/@docusaurus/plugin-pwa/lib/registerSw.js');
const patched = () => patchSource(fs.readFileSync(registerSw, 'utf8'), registerSw);

test('the patches apply to the installed registerSw.js', () => {
  expect(patchedFiles.some((pattern) => pattern.test(registerSw))).toBe(true);
  expect(patched).not.toThrow();
});

test('the queryString strategy reads the address the page opened with, not the current one', () => {
  const source = patched();
  expect(source).toMatch(/queryString: \(\) => new URLSearchParams\(startupQuery__pwa\)\.get\('offlineMode'\) === 'true'/);
  expect(source).not.toContain('window.location.search');
  expect(source).toContain(`import {startupQuery as startupQuery__pwa} from ${JSON.stringify(path.join(__dirname, 'startupQuery.ts'))};`);
});

test('a failed registration is reported through reportRegistrationError, never logged at once', () => {
  const source = patched();
  expect(source).toContain("registerSW().catch((e) => reportRegistrationError__pwa('registerSW failed', e));");
  expect(source).not.toMatch(/console\.error\('registerSW failed'/);
  expect(fs.existsSync(path.join(__dirname, 'reportRegistrationError.ts'))).toBe(true);
});

test('a changed registerSw.js fails the build, naming this patch file', () => {
  expect(() => patchSource('registerSW();', registerSw)).toThrow(
    /registerSw\.js: expected the text "queryString: .*Docusaurus changed this module: update part "pwa-registration" of src\/framework-edits\/module-patches\/modules\/plugin-pwa\.registerSw\.cjs/,
  );
});
