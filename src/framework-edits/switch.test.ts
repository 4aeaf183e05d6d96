import {defaultBuildFolder, frameworkEditsOn} from './switch.cjs';

test('the edits are on unless FRAMEWORK_EDITS says off', () => {
  expect(frameworkEditsOn({})).toBe(true);
  expect(frameworkEditsOn({FRAMEWORK_EDITS: 'on'})).toBe(true);
  expect(frameworkEditsOn({FRAMEWORK_EDITS: 'off'})).toBe(false);
});

test('any other value fails, naming the variable, instead of building a site nobody asked for', () => {
  expect(() => frameworkEditsOn({FRAMEWORK_EDITS: 'false'})).toThrow(/FRAMEWORK_EDITS must be "on" or "off" \(got "false"\)/);
});

test('the stock build has a folder of its own, so both builds can be compared', () => {
  expect(defaultBuildFolder({})).toBe('build');
  expect(defaultBuildFolder({FRAMEWORK_EDITS: 'off'})).toBe('build-stock');
});
