// The options `faster: true` stands for, as the installed Docusaurus defines them.
import {DEFAULT_FASTER_CONFIG_TRUE} from '@docusaurus/core/lib/server/configValidation';
import {fasterOptions} from './faster';

test('a site built together gets every Faster option', () => {
  expect(fasterOptions({bundlesApart: false, frameworkEdits: true})).toBe(true);
});

test("a site bundled apart gets every Faster option but the MDX loader's cross-compiler cache", () => {
  expect(fasterOptions({bundlesApart: true, frameworkEdits: true})).toEqual({...DEFAULT_FASTER_CONFIG_TRUE, mdxCrossCompilerCache: false});
});

test('the stock build gets every Faster option but the persistent cache, which the edited build keeps to itself', () => {
  expect(fasterOptions({bundlesApart: false, frameworkEdits: false})).toEqual({...DEFAULT_FASTER_CONFIG_TRUE, rspackPersistentCache: false});
});
