import fs from 'node:fs';
import path from 'node:path';

/**
 * The built script that holds @docusaurus/plugin-pwa's registerSw.js (the
 * page loads it in idle time after hydration), as a path under the base URL
 * ("/assets/js/…"). Tests hold it back to register the worker late.
 */
export function registrationChunk(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs
    .readdirSync(dir)
    .find((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes('docusaurus.pwa.event.appInstalled.fired'));
  if (!file) {
    throw new Error(`No script in ${dir} holds @docusaurus/plugin-pwa's registerSw.js`);
  }
  return `/assets/js/${file}`;
}
