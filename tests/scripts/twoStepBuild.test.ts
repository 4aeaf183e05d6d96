import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apartAbove,
  bundlesApart,
  checkBundled,
  checkOneBundle,
  checkRenderedFromBundles,
  countMarkdownFiles,
  outDirOf,
} from '../../scripts/lib/twoStepBuild.mjs';

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

  it('after a step of a site bundled apart: its own bundle is there and not the other', () => {
    write('__server/server.bundle.js', 'server');
    expect(() => checkOneBundle(outDir, 'server')).not.toThrow();
    expect(() => checkOneBundle(outDir, 'client')).toThrow('the client bundling step did not leave the client bundle');
    write('assets/js/main.0123abcd.js', 'client');
    expect(() => checkOneBundle(outDir, 'server')).toThrow(
      'the server bundling step compiled both bundles; Docusaurus no longer builds through the compile() that src/framework-edits/lean-bundling/bundleOnly.cjs replaces',
    );
    fs.rmSync(path.join(outDir, '__server'), {recursive: true});
    expect(() => checkOneBundle(outDir, 'client')).not.toThrow();
  });
});

describe('which sites bundle apart', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundles-apart-'));
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  /** `count` Markdown files in `dir`, named with `extension`. */
  const addPages = (dir: string, count: number, extension = '.md') => {
    fs.mkdirSync(path.join(siteDir, dir), {recursive: true});
    for (let index = 0; index < count; index += 1) fs.writeFileSync(path.join(siteDir, dir, `page-${index}${extension}`), '# Page\n');
  };

  it('counts the Markdown and MDX pages of the content folders, at any depth, and nothing else', () => {
    addPages('docs/guides/deep', 3);
    addPages('versioned_docs/version-2.x', 2, '.mdx');
    addPages('blog', 1);
    addPages('node_modules/some-package', 5);
    fs.writeFileSync(path.join(siteDir, 'README.md'), '# Readme\n');
    fs.writeFileSync(path.join(siteDir, 'docs/logo.svg'), '<svg/>');
    expect(countMarkdownFiles(siteDir)).toBe(6);
  });

  it('bundles apart above the threshold only, unless BUILD_BUNDLES says', () => {
    addPages('docs', apartAbove);
    expect(bundlesApart(siteDir, undefined)).toBe(false);
    expect(bundlesApart(siteDir, 'apart')).toBe(true);
    addPages('blog', 1);
    expect(bundlesApart(siteDir, undefined)).toBe(true);
    expect(bundlesApart(siteDir, 'together')).toBe(false);
    expect(() => bundlesApart(siteDir, 'yes')).toThrow('BUILD_BUNDLES must be "together" or "apart" (got "yes")');
  });

  it('this site bundles together: it is far below the threshold', () => {
    // The tests run from the site's folder.
    expect(countMarkdownFiles(process.cwd())).toBeLessThan(apartAbove / 2);
  });
});
