import fs from 'node:fs';
import path from 'node:path';
import {ablatedStartupPart, startupParts} from './startupAblation';

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

test('each plugin part names the plugin folder the config takes it from', () => {
  const config = fs.readFileSync(path.join(__dirname, '../../docusaurus.config.ts'), 'utf8');
  for (const part of startupParts.filter((name) => name !== 'ssrTemplate')) {
    const binding = new RegExp(`^  '${part}': (\\w+),$`, 'm').exec(config)?.[1];
    expect({part, binding}).toEqual({part, binding: expect.any(String)});
    expect(config).toContain(`import ${binding} from './src/plugins/${part}';`);
  }
  expect(config).toContain("ssrTemplate: ablatedPart === 'ssrTemplate' ? undefined : ssrTemplate,");
});
