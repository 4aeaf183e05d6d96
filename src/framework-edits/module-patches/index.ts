/**
 * The exact-text edits of ./modules, for TypeScript: the Rspack rules that
 * apply a part's edits, the edits themselves (for the fingerprint registry)
 * and a patcher for tests. The engine is ./engine.cjs.
 */
import type {RuleSetRule} from 'webpack';

export interface PartEdits {
  /** What the part changes in the module, and why. */
  changes: string;
  /** Where the gain is measured (a section of PERFORMANCE.md). */
  buys: string;
  /** The upstream issue or pull request that would make the edit unnecessary, or "none found". */
  upstream: string;
  /** The condition for deleting the edit. */
  deleteWhen: string;
  edits: {find: string; replace: string}[];
  prepend?: string;
  append?: string;
}

export interface ModuleEdits {
  /** The installed module, as a path under node_modules. */
  module: string;
  /** sha256 of the installed module (hex), at the versions in package-lock.json. */
  sha256: string;
  /** The edits, by the part of src/framework-edits that makes them. */
  parts: Record<string, PartEdits>;
  /** The file of ./modules that holds them. */
  editsFile: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the engine exports the loader function itself, with its helpers as properties: typed here
const engine = require('./engine.cjs') as {
  moduleEditFiles: (dir?: string) => ModuleEdits[];
  patchRules: (part: string, files?: ModuleEdits[]) => RuleSetRule[];
  partPatcher: (part: string, files?: ModuleEdits[]) => {patchedFiles: RegExp[]; patchSource: (source: string, file: string) => string};
};

export const {moduleEditFiles, patchRules, partPatcher} = engine;
