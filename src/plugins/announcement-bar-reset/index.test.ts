import {announcementBarResetScript, initiallyDismissedAttribute} from './index';

/** Runs the inline script against a stored id; returns the attribute it leaves on <html>. */
function runScript(storedId: string | null, attributeBefore: 'true' | 'false'): string | null {
  const attributes = new Map<string, string>([[initiallyDismissedAttribute, attributeBefore]]);
  const storage = new Map(storedId === null ? [] : [['docusaurus.announcement.id', storedId]]);
  const document = {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}};
  const localStorage = {getItem: (key: string) => storage.get(key) ?? null};
  new Function('document', 'localStorage', announcementBarResetScript('docusaurus-3-10', ''))(document, localStorage);
  return attributes.get(initiallyDismissedAttribute) ?? null;
}

test('a dismissal of an older bar no longer hides the current one', () => {
  expect(runScript('docusaurus-3-9', 'true')).toBe('false');
});

test('a dismissal of the current bar keeps it hidden', () => {
  expect(runScript('docusaurus-3-10', 'true')).toBe('true');
});

test('the storage key carries the site storage namespace', () => {
  expect(announcementBarResetScript('bar', '-abc')).toContain('"docusaurus.announcement.id-abc"');
});
