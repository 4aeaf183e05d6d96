import zlib from 'node:zlib';
import {scopeOfFragment} from './buildIndex';

test('a page fragment written by Pagefind tells which scope its page is in', () => {
  const fragment = zlib.gzipSync(Buffer.from('pagefind_dcd{"url":"/docs/2.x/cli/","filters":{"scope":["docs-2.x"]}}'));
  expect(scopeOfFragment(fragment)).toBe('docs-2.x');
});
