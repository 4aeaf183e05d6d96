/**
 * The parts of `npm run build` (scripts/build.mjs) that check its two steps.
 * The steps use two environment variables of Docusaurus's own build command
 * (@docusaurus/core/lib/commands/build/buildLocale.js):
 * DOCUSAURUS_EXIT_AFTER_BUNDLING ends the process once the bundles are
 * written, DOCUSAURUS_SKIP_BUNDLING renders the pages from the bundles
 * already on disk. If an upgrade drops or renames either, these checks fail
 * the build and say which.
 *
 * A large site bundles apart, one bundle per process
 * (src/framework-edits/lean-bundling/bundleOnly.cjs); checkOneBundle fails the build
 * when a step wrote the other bundle too or not its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './files.mjs';

/** The folder `docusaurus build <args>` writes to: its --out-dir, else build/. */
export function outDirOf(args, siteDir) {
  const index = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (index === -1) {
    return path.join(siteDir, 'build');
  }
  const value = args[index].includes('=') ? args[index].slice('--out-dir='.length) : args[index + 1];
  if (!value) {
    throw new Error('build: --out-dir needs a folder.');
  }
  return path.resolve(siteDir, value);
}

/** The server bundle's file in a build folder. */
const serverBundleOf = (outDir) => path.join(outDir, '__server/server.bundle.js');

/** The client's entry script (`assets/js/main.<hash>.js`) in a build folder, if any. */
export function mainScript(outDir) {
  const dir = path.join(outDir, 'assets/js');
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) : undefined;
  return name && path.join(dir, name);
}

/**
 * After the bundling step: the client and server bundles are there and no
 * page was rendered. Returns what the rendering step must leave untouched.
 */
export function checkBundled(outDir) {
  const main = mainScript(outDir);
  const serverBundle = serverBundleOf(outDir);
  if (!main || !fs.existsSync(serverBundle)) {
    throw new Error(
      `build: the bundling step did not leave ${main ? serverBundle : `a main script in ${outDir}/assets/js`}; Docusaurus may have changed where it writes its bundles.`,
    );
  }
  if (fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('build: the bundling step also rendered the pages; Docusaurus no longer reads DOCUSAURUS_EXIT_AFTER_BUNDLING.');
  }
  return {main, modified: fs.statSync(main).mtimeMs};
}

/** After the rendering step: pages were rendered from the bundles of the first step, not from new ones. */
export function checkRenderedFromBundles(outDir, bundled) {
  if (!fs.existsSync(bundled.main) || fs.statSync(bundled.main).mtimeMs !== bundled.modified) {
    throw new Error('build: the rendering step bundled the site again; Docusaurus no longer reads DOCUSAURUS_SKIP_BUNDLING.');
  }
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`build: the rendering step wrote no ${path.join(outDir, 'index.html')}.`);
  }
}

/** Above this many Markdown files, a site's two bundles are compiled apart (scripts/build.mjs says why). */
export const apartAbove = 2000;

/** The site's folders that hold pages written in Markdown. */
const contentDirs = ['docs', 'versioned_docs', 'blog', 'community', 'changelog', 'src/pages', 'website-tests'];

/** How many .md and .mdx files the site's content folders hold. */
export function countMarkdownFiles(siteDir) {
  return contentDirs
    .map((dir) => path.join(siteDir, dir))
    .filter((dir) => fs.existsSync(dir))
    .reduce((count, dir) => count + filesUnder(dir).filter((entry) => /\.mdx?$/.test(entry.name)).length, 0);
}

/** Whether to bundle apart: BUILD_BUNDLES=together or apart says so, else the size of the site. */
export function bundlesApart(siteDir, setting) {
  if (setting === 'apart' || setting === 'together') {
    return setting === 'apart';
  }
  if (setting) {
    throw new Error(`build: BUILD_BUNDLES must be "together" or "apart" (got "${setting}").`);
  }
  return countMarkdownFiles(siteDir) > apartAbove;
}

/** After a step that compiled one bundle (`which`: client or server): its bundle is there, and not the other. */
export function checkOneBundle(outDir, which) {
  const hasClient = mainScript(outDir) !== undefined;
  const hasServer = fs.existsSync(serverBundleOf(outDir));
  const [own, other] = which === 'client' ? [hasClient, hasServer] : [hasServer, hasClient];
  if (!own) {
    throw new Error(`build: the ${which} bundling step did not leave the ${which} bundle in ${outDir}.`);
  }
  if (other) {
    throw new Error(
      `build: the ${which} bundling step compiled both bundles; Docusaurus no longer builds through the compile() that src/framework-edits/lean-bundling/bundleOnly.cjs replaces. ` +
        'Build with BUILD_BUNDLES=together until it is updated.',
    );
  }
}
