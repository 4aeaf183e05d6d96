import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import engineLoader from './engine.cjs';
import {moduleEditFiles} from './index';

const modulePatches = path.join(__dirname, 'engine.cjs');

describe('patch loaders and the persistent cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-patches-'));
    fs.mkdirSync(path.join(dir, 'node_modules/greeting'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'modules'));
    fs.writeFileSync(path.join(dir, 'node_modules/greeting/index.js'), "export const greeting = 'hello';\n");
    fs.writeFileSync(path.join(dir, 'entry.js'), "import {greeting} from 'greeting';\nconsole.log(greeting);\n");
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  /** A file of edits, as in ./modules, whose part "greeting" turns 'hello' into `word`. */
  const writeEdits = (word: string) =>
    fs.writeFileSync(
      path.join(dir, 'modules/greeting.cjs'),
      `module.exports = {module: 'greeting/index.js', sha256: '${'0'.repeat(64)}', parts: {greeting: {` +
        `changes: 'the word', buys: 'a test', upstream: 'none found', deleteWhen: 'never', ` +
        `edits: [{find: "'hello'", replace: "'${word}'"}]}}};\n`,
    );

  /**
   * One build in a process of its own, as each `docusaurus build` is, with a
   * persistent cache kept between builds; returns the bundle's text.
   */
  const build = () => {
    const script = `
      const path = require('node:path');
      const {rspack} = require(${JSON.stringify(require.resolve('@rspack/core'))});
      const {moduleEditFiles, patchRules} = require(${JSON.stringify(modulePatches)});
      const dir = ${JSON.stringify(dir)};
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: {path: path.join(dir, 'out')},
        optimization: {minimize: false},
        module: {rules: patchRules('greeting', moduleEditFiles(path.join(dir, 'modules')))},
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
    writeEdits('bonjour');
    expect(build()).toContain('bonjour');
    writeEdits('hola');
    expect(build()).toContain('hola');
  });
});

describe('the files of edits', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-edits-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('fails on a file that lacks what its header must say, naming the file and each field', () => {
    fs.writeFileSync(
      path.join(dir, 'core.App.cjs'),
      "module.exports = {module: '@docusaurus/core/lib/client/App.js', sha256: 'abc', parts: {'route-shards': {changes: 'x', buys: '', edits: []}}};\n",
    );
    expect(() => moduleEditFiles(dir)).toThrow(
      /core\.App\.cjs lacks `sha256` \(of the installed file\), `buys` in part "route-shards", `upstream` in part "route-shards", `deleteWhen` in part "route-shards", `edits` in part "route-shards"\./,
    );
  });
});

test('each installed module has one file of edits, whatever parts edit it', () => {
  const modules = moduleEditFiles().map(({module}) => module);
  expect(modules.length).toBeGreaterThan(0);
  expect(new Set(modules).size).toBe(modules.length);
});

test('a patched module depends on its file of edits and on what that file requires', () => {
  const dependencies: string[] = [];
  const editsFile = path.join(__dirname, 'modules/theme-common.reactUtils.cjs');
  const installed = path.join(__dirname, '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');
  const context = {getOptions: () => ({editsFile, part: 'startup-without-icu'}), addDependency: (file: string) => dependencies.push(file)};
  (engineLoader as unknown as (this: typeof context, source: string) => string).call(context, fs.readFileSync(installed, 'utf8'));
  expect(dependencies).toEqual(expect.arrayContaining([editsFile, path.join(__dirname, 'compareCodeUnits.cjs'), path.join(__dirname, 'parts.cjs')]));
});
