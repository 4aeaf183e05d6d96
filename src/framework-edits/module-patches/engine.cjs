/**
 * Exact-text edits to installed modules, as an Rspack loader. The edits
 * live in ./modules/, one file per installed module; within a file they are
 * grouped by the part of src/framework-edits that makes them, and a part's plugin
 * applies only its own (`patchRules(part)`), so each part can still be left
 * out on its own (see ../startup/ablation.ts).
 *
 * Each edit names the exact text it replaces and must find it exactly once:
 * when an update changes that text, the build fails with the module's path
 * and the file that holds the edit, instead of quietly shipping the
 * original.
 *
 * Plain JavaScript because Rspack loads loaders as they are.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{find: string, replace: string}} Edit
 * @typedef {{changes: string, buys: string, upstream: string, deleteWhen: string,
 *   edits: Edit[], prepend?: string, append?: string}} PartEdits
 * @typedef {{module: string, sha256: string, parts: Record<string, PartEdits>}} ModuleEdits
 */

const modulesDir = path.join(__dirname, 'modules');
const siteDir = path.join(__dirname, '../../..');
const partFields = ['changes', 'buys', 'upstream', 'deleteWhen'];

/** Reads one file of ./modules, or fails naming it and what it lacks. */
function readModuleEdits(editsFile) {
  const spec = require(editsFile);
  const name = path.relative(siteDir, editsFile);
  const problems = [];
  if (typeof spec.module !== 'string') problems.push('`module` (its path under node_modules)');
  if (!/^[0-9a-f]{64}$/.test(spec.sha256 ?? '')) problems.push('`sha256` (of the installed file)');
  for (const [part, edits] of Object.entries(spec.parts ?? {})) {
    for (const field of partFields) {
      if (typeof edits[field] !== 'string' || edits[field].trim() === '') problems.push(`\`${field}\` in part "${part}"`);
    }
    if (!Array.isArray(edits.edits) || edits.edits.length === 0) problems.push(`\`edits\` in part "${part}"`);
  }
  if (Object.keys(spec.parts ?? {}).length === 0) problems.push('`parts`');
  if (problems.length > 0) throw new Error(`${name} lacks ${problems.join(', ')}.`);
  return {...spec, editsFile};
}

/** The scripts of a folder, in name order. */
function scriptsIn(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cjs'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every file of ./modules (or of `dir`), read. */
function moduleEditFiles(dir = modulesDir) {
  return scriptsIn(dir).map(readModuleEdits);
}

/** Matches the installed module's file, wherever node_modules is. */
function modulePattern(module) {
  const escaped = module.split('/').map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped.join('[\\\\/]')}$`);
}

/** `source` with `part`'s edits applied, from a file of ./modules as `readModuleEdits` gives it. */
function patchSource({module, parts, editsFile}, part, source) {
  const partEdits = parts[part];
  if (!partEdits) throw new Error(`${path.relative(siteDir, editsFile)} has no part "${part}".`);
  let patched = source;
  for (const {find, replace} of partEdits.edits) {
    const count = patched.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `node_modules/${module}: expected the text "${find}" once, found it ${count} times. ` +
          `Docusaurus changed this module: update part "${part}" of ${path.relative(siteDir, editsFile)}.`,
      );
    }
    patched = patched.replace(find, () => replace);
  }
  return (partEdits.prepend ?? '') + patched + '\n' + (partEdits.append ?? '');
}

/** The loader: `options` name the file of ./modules and the part whose edits to apply. */
function loader(source) {
  const {editsFile, part} = this.getOptions();
  // The patched module depends on its edits: without this, Rspack's
  // persistent cache kept serving a module patched by an older version of
  // the edits after they changed (only Docusaurus's files and the config
  // invalidate that cache). Every local loader does the same for its own
  // file (src/framework-edits/installedModuleEdits.test.ts checks them all).
  // What a file of edits requires (./parts.cjs, the code it injects) goes into the output too.
  for (const file of new Set([editsFile, ...ownFiles()])) this.addDependency(file);
  return patchSource(readModuleEdits(editsFile), part, source);
}

/** The engine, the files of edits and what they require: every script of this folder. */
function ownFiles() {
  return [...scriptsIn(__dirname), ...scriptsIn(modulesDir)];
}

/** Rspack rules that apply `part`'s edits, each to its installed module. */
function patchRules(part, files = moduleEditFiles()) {
  return files
    .filter(({parts}) => part in parts)
    .map(({module, editsFile}) => ({test: modulePattern(module), use: [{loader: __filename, options: {editsFile, part}}]}));
}

/**
 * `part`'s edits as a function of a module's source and path, for tests:
 * throws as the build would, and leaves a module without edits as it is.
 */
function partPatcher(part, files = moduleEditFiles()) {
  const own = files.filter(({parts}) => part in parts);
  return {
    patchedFiles: own.map(({module}) => modulePattern(module)),
    patchSource(source, file) {
      const match = own.find(({module}) => modulePattern(module).test(file));
      return match ? patchSource(match, part, source) : source;
    },
  };
}

module.exports = loader;
Object.assign(module.exports, {moduleEditFiles, modulePattern, patchRules, partPatcher});
