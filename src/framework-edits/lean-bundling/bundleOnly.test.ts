import path from 'node:path';
import {keepOnly, install} from './bundleOnly.cjs';

const siteDir = path.join(__dirname, '../../..');
/** A stand-in for Rspack that records the configurations it was asked to compile. */
function recordingBundler() {
  const compiled: string[][] = [];
  const instance = (configs: {name: string}[]) => ({
    run(done: (error: null, stats: unknown) => void) {
      compiled.push(configs.map((config) => config.name));
      done(null, {toJson: () => ({}), hasErrors: () => false});
    },
    close(done: (error?: Error) => void) {
      done();
    },
  });
  return {compiled, currentBundler: {name: 'rspack', instance}};
}

test("Docusaurus's compile(), reached as its build reaches it, compiles only the bundle asked for", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from the site's folder, as Docusaurus's build resolves it
  const bundler = require(require.resolve('@docusaurus/bundler', {paths: [siteDir]})) as {
    compile: (options: {configs: {name: string}[]; currentBundler: unknown}) => Promise<unknown>;
  };
  const {compiled, currentBundler} = recordingBundler();
  await bundler.compile({configs: [{name: 'client'}, {name: 'server'}], currentBundler});
  expect(compiled).toEqual([['client', 'server']]);
  install('server', siteDir);
  await bundler.compile({configs: [{name: 'client'}, {name: 'server'}], currentBundler});
  expect(compiled).toEqual([['client', 'server'], ['server']]);
});

test('only the bundle named is kept, and names other than client and server fail, saying how to build anyway', () => {
  expect(keepOnly([{name: 'client'}, {name: 'server'}], 'client')).toEqual([{name: 'client'}]);
  expect(() => keepOnly([{name: 'client'}], 'client')).toThrow(
    'src/framework-edits/lean-bundling/bundleOnly.cjs: Docusaurus compiles bundles named ["client"], not "client" and "server"; bundling apart no longer applies (build with BUILD_BUNDLES=together',
  );
  expect(() => install('both', siteDir)).toThrow('BUILD_ONE_BUNDLE must be "client" or "server" (got "both")');
});
