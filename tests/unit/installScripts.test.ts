/**
 * Supply chain: npm 11 runs a dependency's install script only when
 * `allowScripts` in package.json allows it. Every package of the lock file
 * that has one must be decided there (README, "Pinned dependencies", gives
 * each reason), so a fresh `npm ci` runs no script nobody reviewed and warns
 * about none.
 */
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));

test('every dependency with an install script is allowed or denied in package.json', () => {
  const lock = readJson('package-lock.json') as {packages: Record<string, {hasInstallScript?: boolean}>};
  const decided = Object.keys((readJson('package.json') as {allowScripts?: Record<string, boolean>}).allowScripts ?? {});
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  const undecided = withScripts.filter((name) => !decided.some((entry) => entry === name || entry.startsWith(`${name}@`)));
  expect(undecided).toEqual([]);
});
