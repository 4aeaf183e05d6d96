import path from 'node:path';
import {ablatedStartupPart, startupParts} from './ablation';
import {startupLayer, startupPlugins} from './index';

test('no STARTUP_ABLATION builds the whole start-up layer', () => {
  expect(ablatedStartupPart({})).toBeUndefined();
  expect(ablatedStartupPart({STARTUP_ABLATION: ''})).toBeUndefined();
});

test('STARTUP_ABLATION names the part left out', () => {
  expect(ablatedStartupPart({STARTUP_ABLATION: 'staged-startup'})).toBe('staged-startup');
  expect(startupParts).toContain('ssrTemplate');
});

test('an unknown part fails the build with the list of parts', () => {
  expect(() => ablatedStartupPart({STARTUP_ABLATION: 'staged-start'})).toThrow(
    /STARTUP_ABLATION="staged-start" names no part of the start-up layer; expected one of: idle-prefetch, .*ssrTemplate/,
  );
});

test('each plugin part is the plugin of its own folder here', () => {
  for (const part of startupParts.filter((name) => name !== 'ssrTemplate')) {
    // chunk-filenames, a bundler setting, is a public-API plugin that stock builds keep too.
    const folder = part === 'chunk-filenames' ? path.join(__dirname, '../../plugins', part) : path.join(__dirname, part);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known at run time: each part's folder
    const {default: plugin} = require(folder) as {default: unknown};
    expect({part, plugin: startupPlugins[part]}).toEqual({part, plugin});
  }
});

test('the whole layer is built by default, and STARTUP_ABLATION leaves out exactly the part it names', () => {
  const whole = startupLayer({});
  expect(whole.ssrTemplate).toContain('<!DOCTYPE html>');
  expect(whole.plugins).toEqual(Object.values(startupPlugins));
  for (const part of startupParts) {
    const without = startupLayer({STARTUP_ABLATION: part});
    if (part === 'ssrTemplate') {
      expect(without).toEqual({ssrTemplate: undefined, plugins: whole.plugins});
    } else {
      expect(without.ssrTemplate).toBe(whole.ssrTemplate);
      expect(without.plugins).toEqual(whole.plugins.filter((plugin) => plugin !== startupPlugins[part]));
    }
  }
});
