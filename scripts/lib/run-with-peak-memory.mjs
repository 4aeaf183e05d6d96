#!/usr/bin/env node
/**
 * Runs a Node.js CLI in this process and, when it exits, writes this
 * process's peak resident memory in KB (worker threads included) to a file:
 *
 *   node scripts/lib/run-with-peak-memory.mjs <out-file> <cli.mjs> [args…]
 *
 * The build benchmark uses it instead of GNU time (`/usr/bin/time -f %M`),
 * which macOS and Windows do not have. Node reports the peak in KB on every
 * platform (process.resourceUsage().maxRSS).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const [outFile, cli, ...args] = process.argv.slice(2);
if (!outFile || !cli) {
  throw new Error('Usage: run-with-peak-memory.mjs <out-file> <cli.mjs> [args…]');
}
process.on('exit', () => {
  fs.writeFileSync(outFile, String(process.resourceUsage().maxRSS));
});
// The CLI reads its arguments from process.argv, as if started directly.
process.argv = [process.argv[0], path.resolve(cli), ...args];
await import(pathToFileURL(path.resolve(cli)).href);
