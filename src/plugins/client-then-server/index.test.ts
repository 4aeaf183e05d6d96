import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration} from '@rspack/core';
import clientThenServerPlugin, {clientConfigName} from '.';

/** The plugin's addition to a configuration, as Docusaurus merges it. */
function withPlugin(config: Configuration, isServer: boolean): Configuration {
  const addition = clientThenServerPlugin().configureWebpack!(config as never, isServer, {} as never, undefined) as Configuration;
  return {...config, ...addition};
}

describe('client-then-server', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-then-server-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  const config = (name: string): Configuration => ({
    name,
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, name)},
    optimization: {minimize: false},
  });

  it('starts the server compilation only once the client compilation is done', async () => {
    const events: string[] = [];
    const compiler = rspack([withPlugin(config(clientConfigName), false), withPlugin(config('server'), true)]);
    compiler.compilers.forEach((child) => {
      child.hooks.run.tap('test', () => {
        events.push(`${child.name} starts`);
      });
      child.hooks.done.tap('test', () => {
        events.push(`${child.name} done`);
      });
    });
    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))));
    expect(events).toEqual(['client starts', 'client done', 'server starts', 'server done']);
  });

  it('names the client configuration as Docusaurus does', () => {
    const base = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base).toContain(`const name = isServer ? 'server' : '${clientConfigName}';`);
  });
});
