import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

const modulePatches = path.join(__dirname, 'modulePatches.cjs');

describe('patch loaders and the persistent cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-patches-'));
    fs.writeFileSync(path.join(dir, 'installed.js'), "export const greeting = 'hello';\n");
    fs.writeFileSync(path.join(dir, 'entry.js'), "import {greeting} from './installed.js';\nconsole.log(greeting);\n");
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  /** A patches.cjs that turns 'hello' into `word`. */
  const writePatches = (word: string) =>
    fs.writeFileSync(
      path.join(dir, 'patches.cjs'),
      `const {definePatchLoader} = require(${JSON.stringify(modulePatches)});\n` +
        `module.exports = definePatchLoader([{file: /installed\\.js$/, edits: [{find: "'hello'", replace: "'${word}'"}]}], 'patches.cjs');\n`,
    );

  /**
   * One build in a process of its own, as each `docusaurus build` is, with a
   * persistent cache kept between builds; returns the bundle's text.
   */
  const build = () => {
    const script = `
      const path = require('node:path');
      const {rspack} = require(${JSON.stringify(require.resolve('@rspack/core'))});
      const {patchRules} = require(${JSON.stringify(modulePatches)});
      const dir = ${JSON.stringify(dir)};
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: {path: path.join(dir, 'out')},
        optimization: {minimize: false},
        module: {rules: patchRules(path.join(dir, 'patches.cjs'))},
        cache: true,
        experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', directory: path.join(dir, 'cache')}}},
      });
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
        compiler.close(() => {});
      });`;
    execFileSync(process.execPath, ['-e', script], {stdio: 'pipe'});
    return fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8');
  };

  it('a warm build applies the edits as they are now, not as they were when the module was cached', () => {
    writePatches('bonjour');
    expect(build()).toContain('bonjour');
    writePatches('hola');
    expect(build()).toContain('hola');
  });
});
