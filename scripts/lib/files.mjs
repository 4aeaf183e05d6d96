/** Listing a folder's files, shared by the build scripts and the benchmarks. */
import fs from 'node:fs';

/** Every entry under `dir` that is not a directory, at any depth (Node's own recursive listing). */
export function filesUnder(dir) {
  return fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => !entry.isDirectory());
}
