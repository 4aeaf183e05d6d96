// A worker thread that writes a share of the twins (writeTwins.ts says why).
// A worker starts without the loader Docusaurus gave the config and its
// plugins, so it loads the TypeScript through jiti as that loader does.
const {createHash} = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {writeTwins} = jiti('./writeTwins.ts');
const {twinCache} = jiti('./twinCache.ts');

/**
 * What the twins' code is: every file of the site this worker has loaded
 * (the converter, the Markdown forms, the data they read) and the lockfile,
 * which pins every installed package. A change to any of them remakes every
 * twin.
 */
function codeVersion() {
  const siteDir = workerData.siteDir;
  const files = Object.keys(require.cache)
    .filter((file) => file.startsWith(siteDir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`))
    .concat(path.join(siteDir, 'package-lock.json'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${path.relative(siteDir, file)}\n`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

writeTwins(workerData, twinCache(workerData.cacheDir, codeVersion())).then((result) => parentPort.postMessage(result));
