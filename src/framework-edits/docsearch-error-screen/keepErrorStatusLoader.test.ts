import fs from 'node:fs';
import {keepErrorStatus} from './keepErrorStatusLoader';

const modalFile = require.resolve('@docsearch/react/modal');

test('the installed DocSearch modal has exactly the status reset the loader patches', () => {
  const patched = keepErrorStatus(fs.readFileSync(modalFile, 'utf8'), modalFile);
  expect(patched).not.toMatch(/\.finally\(function\(\)\{[\w$]+\("idle"\)/);
  expect(patched).toContain('"RetryError"!==(e&&e.name)');
});

test('a failed search keeps the error status; a successful or other failure goes back to idle', async () => {
  const source = 'run().finally(function(){p("idle"),T&&u.environment.clearTimeout(T)})';
  const patched = keepErrorStatus(source, 'modal.js');
  const statuses: string[] = [];
  const cleared: unknown[] = [];
  const settle = (outcome: Promise<unknown>) =>
    new Function('run', 'p', 'T', 'u', `return ${patched}`)(
      () => outcome,
      (status: string) => statuses.push(status),
      7,
      {environment: {clearTimeout: (id: unknown) => cleared.push(id)}},
    ) as Promise<unknown>;

  await settle(Promise.resolve());
  await settle(Promise.reject(Object.assign(new Error('unreachable'), {name: 'RetryError'})));
  await settle(Promise.reject(new Error('bad response')));
  expect(statuses).toEqual(['idle', 'idle']);
  expect(cleared).toEqual([7, 7, 7]);
});

test('names the file when DocSearch no longer has the code to patch', () => {
  expect(() => keepErrorStatus('nothing to see', '/x/DocSearchModal.js')).toThrow(
    /\/x\/DocSearchModal\.js: expected one autocomplete status reset to patch, found 0/,
  );
});
