import fs from 'node:fs';
import path from 'node:path';

/** The built script whose code has `text`, as a path under the base URL ("/assets/js/…"). */
function builtScriptWith(buildDir: string, text: string, what: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(text));
  if (!file) {
    throw new Error(`No script in ${dir} holds ${what}`);
  }
  return `/assets/js/${file}`;
}

/**
 * The built script that holds @docusaurus/plugin-pwa's registerSw.js (the
 * page loads it in idle time after hydration). Tests hold it back to register
 * the worker late.
 */
export function registrationChunk(buildDir: string): string {
  return builtScriptWith(buildDir, 'docusaurus.pwa.event.appInstalled.fired', "@docusaurus/plugin-pwa's registerSw.js");
}

/**
 * The built script of the live-code frame's page (src/plugins/live-code-frame/FramePage.tsx), which the frame's
 * own app loads as it starts. Tests hold it back to leave a page while its frames start.
 */
export function liveCodeFrameChunk(buildDir: string): string {
  return builtScriptWith(buildDir, 'shown in a frame of the page that has the block', "the live-code frame's page");
}
