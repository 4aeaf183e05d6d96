/**
 * `npm run check:dev`: the development server's browser console stays clean.
 * Starts `docusaurus start`, opens a page of each kind directly, then visits
 * them again one after another inside the app from the home page (as a
 * reader clicks through), and exits 1 on any console warning or error, or
 * uncaught exception, naming the page. React's development build warns about
 * things the production build keeps quiet about, so `npm test` cannot catch
 * these.
 */
/* global window, PopStateEvent -- read by the function Playwright runs in the page */
import {spawn} from 'node:child_process';
import {launchChromium, siteDir} from './lib/site.mjs';

const port = Number(process.env.DEV_PORT ?? 3300);
const origin = `http://localhost:${port}`;

/** A page of each kind a reader meets: the docs of each version, a live code block, math, diagrams, the blog, the changelog, the search page, the test area. */
const pageKinds = [
  '/',
  '/docs/installation/',
  '/docs/playground/',
  '/docs/markdown-features/math-equations/',
  '/docs/markdown-features/diagrams/',
  '/docs/api/docusaurus-config/',
  '/docs/category/getting-started/',
  '/docs/3.0.0-rc.1/installation/',
  '/docs/2.x/installation/',
  '/community/support/',
  '/blog/',
  '/blog/tags/',
  '/changelog/',
  '/showcase/',
  '/versions/',
  '/search/?q=sidebar',
  '/tests/pages/markdown-tests-mdx/',
  '/this-page-does-not-exist/',
];

function startDevServer() {
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (/client .*compiled successfully/.test(output)) resolve();
      if (/compiled with \d+ errors?|Error: /.test(output)) reject(new Error(`The development server failed:\n${output}`));
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`The development server exited (${code}):\n${output}`)));
  });
  return {ready, stop: () => process.kill(-server.pid)};
}

const server = startDevServer();
const problems = [];
let browser;
try {
  await server.ready;
  browser = await launchChromium();
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text().split('\n')[0]}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: uncaught ${error.message}`));
  /** Until the page has rendered and the idle-time work after it has run. */
  const settle = () => page.waitForLoadState('networkidle', {timeout: 120_000});

  for (const route of pageKinds) {
    // The first visit of a page compiles it: minutes on a busy machine.
    await page.goto(`${origin}${route}`, {timeout: 300_000});
    await settle();
    console.log(`opened ${route}`);
  }
  await page.goto(origin);
  await settle();
  for (const route of pageKinds.slice(1)) {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await settle();
    console.log(`visited ${route} in the app`);
  }
} finally {
  await browser?.close();
  server.stop();
}

if (problems.length > 0) {
  console.error(`\nThe development server's console is not clean (${problems.length}):\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nNo console warning or error on ${pageKinds.length} kinds of page, opened directly and inside the app.`);
