import {fasterOptions} from './faster';

// The options `faster: true` stands for, as the installed Docusaurus defines them.
const {DEFAULT_FASTER_CONFIG_TRUE} = require('@docusaurus/core/lib/server/configValidation') as {DEFAULT_FASTER_CONFIG_TRUE: Record<string, boolean>};

test('a site built together gets every Faster option', () => {
  expect(fasterOptions(false)).toBe(true);
});

test("a site bundled apart gets every Faster option but the MDX loader's cross-compiler cache", () => {
  expect(fasterOptions(true)).toEqual({...DEFAULT_FASTER_CONFIG_TRUE, mdxCrossCompilerCache: false});
});
