import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {genericModuleRules, installedModuleEdits, type InstalledModuleEdit} from './installedModuleEdits';
import activeDocLookupPlugin from './active-doc-lookup';
import chunkFilenamesPlugin from '../plugins/chunk-filenames';
import docCardEntriesPlugin from './doc-card-entries';
import docSearchErrorScreenPlugin from './docsearch-error-screen';
import inlineBoundariesPlugin from './startup/inline-boundaries';
import leanBundlingPlugin from './lean-bundling';
import mathStylesheetPlugin from '../plugins/math-stylesheet';
import postHydrationTransitionsPlugin from './startup/post-hydration-transitions';
import prismClientPlugin from './prism-client';
import routeShardsPlugin from './route-shards';
import routeTablePlugin from '../plugins/route-table';
import slimRegistryPlugin from './startup/slim-registry';
import stagedStartupPlugin from './startup/staged-startup';
import startupWithoutIcuPlugin from './startup/startup-without-icu';
import {idleRegistration} from './pwa-registration';

// The route modules are written from a build's generated files; here only the plugin's rules matter.
jest.mock('./route-shards/generate', () => ({
  writeRouteModules: () => ({
    routes: '/generated/routes.js',
    registry: '/generated/registry.js',
    routesChunkNames: '/generated/chunkNames.js',
    shards: {},
  }),
}));

const siteDir = path.join(__dirname, '../..');
const nodeModules = path.join(siteDir, 'node_modules');
const tierDir = __dirname;
const publicPluginsDir = path.join(siteDir, 'src/plugins');
const foldersIn = (dir: string) => fs.readdirSync(dir).map((name) => path.join(dir, name));
/**
 * Each local plugin's folder, by plugin name: the tier's (src/framework-edits/<name>, and
 * src/framework-edits/startup/<name> for the start-up layer) and the public-API ones (src/plugins/<name>).
 */
const pluginFolders = new Map(
  [...foldersIn(tierDir).filter((folder) => path.basename(folder) !== 'startup'), ...foldersIn(path.join(tierDir, 'startup')), ...foldersIn(publicPluginsDir)]
    .filter((folder) => fs.existsSync(path.join(folder, 'index.ts')))
    .map((folder) => [path.basename(folder), folder]),
);
const generatedFilesDir = path.join(siteDir, '.docusaurus');
const installed = (module: string) => path.join(nodeModules, module);
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Why `actual` (a sha256) does not do for `edit`, or undefined when it matches. */
function fingerprintMismatch(edit: InstalledModuleEdit, actual: string): string | undefined {
  if (actual === edit.sha256) return undefined;
  const verb = {patched: 'patches', rewritten: 'rewrites', replaced: 'replaces'}[edit.kind];
  return (
    `The plugin "${edit.plugin}" ${verb} node_modules/${edit.module}, and that file changed (sha256 ${actual}). ` +
    `Compare it with src/framework-edits/${edit.ours}, update the plugin if needed, then write the new sha256 in src/framework-edits/${edit.kind === 'patched' ? edit.ours : 'installedModuleEdits.ts'}.`
  );
}

test.each(installedModuleEdits.map((edit) => [edit.plugin, edit.module, edit] as const))(
  '%s: %s is the file its edit was written against',
  (_plugin, _module, edit) => {
    const file = installed(edit.module);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.existsSync(path.join(tierDir, edit.ours))).toBe(true);
    const mismatch = fingerprintMismatch(edit, sha256(file));
    if (mismatch) throw new Error(mismatch);
  },
);

test('a changed module is reported with the plugin, the module and the file to compare it with', () => {
  const edit = installedModuleEdits.find((listed) => listed.module === '@docusaurus/core/lib/client/clientEntry.js')!;
  const changed = createHash('sha256')
    .update(Buffer.concat([fs.readFileSync(installed(edit.module)), Buffer.from('\n')]))
    .digest('hex');
  expect(fingerprintMismatch(edit, changed)).toBe(
    `The plugin "staged-startup" replaces node_modules/@docusaurus/core/lib/client/clientEntry.js, and that file changed (sha256 ${changed}). ` +
      'Compare it with src/framework-edits/startup/staged-startup/clientEntry.tsx, update the plugin if needed, then write the new sha256 in src/framework-edits/installedModuleEdits.ts.',
  );
});

/** What a local plugin's Rspack configuration points at: module rules, aliases, the entry. */
interface Reach {
  plugin: string;
  tests: (RegExp | string)[];
  /** The loader files its rules run. */
  loaders: string[];
  aliases: string[];
  entry?: unknown;
}

function reachOf(plugin: string, instance: Plugin): Reach[] {
  const reach: Reach[] = [];
  const fakeBundler = {instance: {NormalModuleReplacementPlugin: class {}}};
  const before = process.env.NODE_ENV;
  try {
    for (const nodeEnv of ['production', 'development']) {
      process.env.NODE_ENV = nodeEnv;
      for (const isServer of [false, true]) {
        const config = (instance.configureWebpack?.({} as never, isServer, {currentBundler: fakeBundler} as never, undefined as never) ?? {}) as {
          entry?: unknown;
          resolve?: {alias?: Record<string, string>};
          module?: {rules?: {test?: RegExp | string; resource?: RegExp; use?: (string | {loader: string})[]; resolve?: {alias?: Record<string, string>}}[]};
          optimization?: {splitChunks?: {cacheGroups?: Record<string, {test?: RegExp}>}};
        };
        const rules = config.module?.rules ?? [];
        reach.push({
          plugin,
          tests: [
            ...rules.flatMap((rule) => [rule.test, rule.resource].filter((condition) => condition !== undefined)),
            ...Object.values(config.optimization?.splitChunks?.cacheGroups ?? {}).flatMap((group) => (group.test ? [group.test] : [])),
          ],
          loaders: rules.flatMap((rule) => (rule.use ?? []).map((use) => (typeof use === 'string' ? use : use.loader))),
          // Aliases scoped to a rule are covered by the rule's test above.
          aliases: Object.keys(config.resolve?.alias ?? {}),
          entry: config.entry,
        });
      }
    }
  } finally {
    process.env.NODE_ENV = before;
  }
  return reach;
}

const context = {siteDir, generatedFilesDir, baseUrl: '/'} as LoadContext;
const plugins: [string, Plugin][] = [
  ['active-doc-lookup', activeDocLookupPlugin()],
  ['chunk-filenames', chunkFilenamesPlugin()],
  ['doc-card-entries', docCardEntriesPlugin(context)],
  ['docsearch-error-screen', docSearchErrorScreenPlugin()],
  ['inline-boundaries', inlineBoundariesPlugin()],
  ['lean-bundling', leanBundlingPlugin(context)],
  ['math-stylesheet', mathStylesheetPlugin(context)],
  ['post-hydration-transitions', postHydrationTransitionsPlugin()],
  ['prism-client', prismClientPlugin()],
  ['route-shards', routeShardsPlugin(context)],
  ['route-table', routeTablePlugin()],
  ['slim-registry', slimRegistryPlugin(context)],
  ['staged-startup', stagedStartupPlugin()],
  ['startup-without-icu', startupWithoutIcuPlugin()],
];

test('every local plugin that configures the bundler is looked at here', () => {
  const configuring = [...pluginFolders]
    .filter(([, folder]) => fs.readFileSync(path.join(folder, 'index.ts'), 'utf8').includes('configureWebpack'))
    .map(([name]) => name);
  // The PWA wrapper adds the plugin-pwa's own configuration and the registration's rules, checked below.
  expect(configuring.filter((name) => name !== 'pwa').sort()).toEqual(plugins.map(([name]) => name).sort());
});

test('every edit of an installed module is made by a plugin of the tier, none by a plugin of src/plugins', () => {
  const outside = installedModuleEdits.filter((edit) => !pluginFolders.get(edit.plugin)?.startsWith(`${tierDir}${path.sep}`));
  expect(outside.map((edit) => `${edit.plugin}: ${edit.module}`)).toEqual([]);
});

const editedBy = (plugin: string) => installedModuleEdits.filter((edit) => edit.plugin === plugin);
const reaches = plugins.flatMap(([name, instance]) => reachOf(name, instance));

test('every installed module a rule of a local plugin applies to is listed with its fingerprint', () => {
  const unlisted: string[] = [];
  for (const {plugin, tests} of reaches) {
    for (const rule of tests) {
      if (typeof rule === 'string') {
        // A path: only the build's own generated files are addressed so.
        if (!rule.startsWith(generatedFilesDir)) unlisted.push(`${plugin}: ${rule}`);
        continue;
      }
      const generic = genericModuleRules.some((listed) => listed.plugin === plugin && String(listed.test) === String(rule));
      const listed = editedBy(plugin).some((edit) => rule.test(installed(edit.module)));
      if (!generic && !listed) unlisted.push(`${plugin}: ${String(rule)}`);
    }
  }
  expect(unlisted).toEqual([]);
});

test('every module a local plugin replaces through an alias or an entry is listed with its fingerprint', () => {
  const unlisted: string[] = [];
  for (const {plugin, aliases, entry} of reaches) {
    for (const alias of aliases) {
      const name = alias.replace(/\$$/, '');
      // The site's own module name (src/types/route-shards.d.ts): nothing installed is replaced.
      if (name === '@route-shards/loader') continue;
      // "@docusaurus/Name" is Docusaurus's alias for one of its client exports.
      const docusaurusExport = /^@docusaurus\/([A-Z]\w*|use\w+)$/.exec(name);
      const replaced = docusaurusExport
        ? installed(`@docusaurus/core/lib/client/exports/${docusaurusExport[1]}.js`)
        : require.resolve(name, {paths: [siteDir]});
      if (!editedBy(plugin).some((edit) => edit.kind === 'replaced' && installed(edit.module) === replaced)) {
        unlisted.push(`${plugin}: alias ${alias} (${path.relative(nodeModules, replaced)})`);
      }
    }
    if (entry !== undefined && !editedBy(plugin).some((edit) => edit.module === '@docusaurus/core/lib/client/clientEntry.js')) {
      unlisted.push(`${plugin}: entry ${String(entry)}`);
    }
  }
  expect(unlisted).toEqual([]);
});

test('each part of a file of ./modules is applied by the plugin of that name', () => {
  // The PWA registration is not a plugin: the site's PWA plugin takes its rules.
  const pwaRules = idleRegistration.rules.map((rule) => rule.test).filter((test): test is RegExp => test instanceof RegExp);
  const testsOf = (plugin: string) =>
    plugin === 'pwa-registration' ? pwaRules : reaches.filter((reach) => reach.plugin === plugin).flatMap((reach) => reach.tests);
  const unapplied = installedModuleEdits
    .filter((edit) => edit.kind === 'patched')
    .filter((edit) => !testsOf(edit.plugin).some((test) => test instanceof RegExp && test.test(installed(edit.module))));
  expect(unapplied.map((edit) => `${edit.plugin}: ${edit.module} (${edit.ours})`)).toEqual([]);
});

/**
 * Rspack's persistent cache keys a module on its own file and the config
 * files, not on the loaders it goes through: a loader that changed kept
 * serving its old output to warm builds until the module did
 * (./module-patches/engine.test.ts shows it with two real builds). So every
 * local loader adds its own file as a dependency of each module it runs on.
 */
test("every local plugin's loader makes its modules depend on the loader's own file", () => {
  // Loaders of installed packages (Docusaurus's file loader for KaTeX's fonts) are not ours to check.
  const loaders = [...new Set(reaches.flatMap((reach) => reach.loaders))].filter((loader) => !loader.includes(`${path.sep}node_modules${path.sep}`));
  expect(loaders.length).toBeGreaterThanOrEqual(8);
  const missing: string[] = [];
  for (const loaderFile of loaders) {
    expect(loaderFile.startsWith(path.join(siteDir, 'src'))).toBe(true);
    const dependencies: string[] = [];
    const loaderContext = {
      resourcePath: '/not/a/real/module.js',
      loaders: [{path: loaderFile}],
      loaderIndex: 0,
      addDependency: (file: string) => dependencies.push(file),
      getOptions: () => ({}),
    };
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known at run time: each loader the build uses
      (require(loaderFile) as (this: typeof loaderContext, source: string) => unknown).call(loaderContext, '');
    } catch {
      // An empty source lacks the text most loaders edit: what matters is what they declared before looking.
    }
    if (!dependencies.includes(loaderFile)) missing.push(path.relative(siteDir, loaderFile));
  }
  expect(missing).toEqual([]);
});
