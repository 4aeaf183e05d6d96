import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkBundled, checkRenderedFromBundles, outDirOf} from '../../scripts/lib/twoStepBuild.mjs';

describe("npm run build's two steps", () => {
  let outDir: string;
  const write = (file: string, content = '') => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), content);
  };
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-step-build-'));
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it('writes where docusaurus build would: --out-dir in either form, else build/', () => {
    expect(outDirOf([], '/site')).toBe('/site/build');
    expect(outDirOf(['--out-dir', 'build-services'], '/site')).toBe('/site/build-services');
    expect(outDirOf(['--out-dir=/elsewhere'], '/site')).toBe('/elsewhere');
    expect(() => outDirOf(['--out-dir'], '/site')).toThrow('--out-dir needs a folder');
  });

  it('accepts bundles without pages after the first step, and pages from those bundles after the second', () => {
    write('assets/js/main.0123abcd.js', 'client');
    write('__server/server.bundle.js', 'server');
    const bundled = checkBundled(outDir);
    write('index.html', '<html></html>');
    expect(() => checkRenderedFromBundles(outDir, bundled)).not.toThrow();
  });

  it('names the flag Docusaurus stopped reading when the first step rendered pages', () => {
    write('assets/js/main.0123abcd.js', 'client');
    write('__server/server.bundle.js', 'server');
    write('index.html', '<html></html>');
    expect(() => checkBundled(outDir)).toThrow('DOCUSAURUS_EXIT_AFTER_BUNDLING');
  });

  it('fails when the first step left no server bundle', () => {
    write('assets/js/main.0123abcd.js', 'client');
    expect(() => checkBundled(outDir)).toThrow('server.bundle.js');
  });

  it('names the flag Docusaurus stopped reading when the second step bundled again', () => {
    write('assets/js/main.0123abcd.js', 'client');
    write('__server/server.bundle.js', 'server');
    const bundled = checkBundled(outDir);
    // A new bundle has another hash: the first step's main script is gone.
    fs.rmSync(path.join(outDir, 'assets/js/main.0123abcd.js'));
    write('assets/js/main.4567cdef.js', 'client again');
    write('index.html', '<html></html>');
    expect(() => checkRenderedFromBundles(outDir, bundled)).toThrow('DOCUSAURUS_SKIP_BUNDLING');
  });

  it('fails when the second step wrote no home page', () => {
    write('assets/js/main.0123abcd.js', 'client');
    write('__server/server.bundle.js', 'server');
    const bundled = checkBundled(outDir);
    expect(() => checkRenderedFromBundles(outDir, bundled)).toThrow('index.html');
  });
});
