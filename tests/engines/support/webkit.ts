/**
 * WebKitGTK (Debian's `webkit2gtk-driver`) driven by WebdriverIO through
 * WebKitWebDriver, over classic WebDriver: WebKitGTK 2.50 has no WebDriver
 * BiDi (asking for it, `webSocketUrl: true`, fails to match capabilities, so
 * WebdriverIO must not add it: `wdio:enforceWebDriverClassic`).
 *
 * WebKitGTK needs an X display: each session starts its own Xvfb on a free
 * display number. The browser is wk-automation-browser.py, a bare window
 * (so a 390 px viewport is possible) that runs webkit-capture.js before the
 * page's scripts and prints what it reports on stdout, which reaches us
 * through WebKitWebDriver's stdout.
 *
 * Each freshPage() starts a new browser on a new, empty data folder.
 * Everything started here (Xvfb, WebKitWebDriver and the browser it starts,
 * the data folder) is stopped and removed by close().
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Key, remote} from 'webdriverio';
import {DESKTOP, settlesWithin, sleep, waitFor, type EngineSession, type PageFunction, type PageProblem, type Viewport} from './session';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const SYSTEM_PYTHON = '/usr/bin/python3';
const SHIM = path.join(__dirname, 'wk-automation-browser.py');
const CAPTURE_SCRIPT = path.join(__dirname, 'webkit-capture.js');

const INSTALL = 'apt-get install webkit2gtk-driver xvfb xauth python3-gi gir1.2-webkit2-4.1';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/** Why WebKit cannot run here, or undefined when it can. */
export function webkitMissing(): string | undefined {
  const missing: string[] = [];
  if (!fs.existsSync(WEBKIT_DRIVER_PATH)) {
    missing.push(`WebKitWebDriver not found at ${WEBKIT_DRIVER_PATH}`);
  }
  if (!onPath('Xvfb')) {
    missing.push('Xvfb not found on PATH');
  }
  const gi = spawnSync(
    SYSTEM_PYTHON,
    ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
    {stdio: 'ignore', timeout: 30_000},
  );
  if (gi.status !== 0) {
    missing.push(`${SYSTEM_PYTHON} cannot load WebKit2 4.1 through PyGObject`);
  }
  return missing.length > 0 ? `WebKit (WebKitGTK) is not usable here: ${missing.join('; ')}. Install it with "${INSTALL}"` : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL after 3 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) {
    return;
  }
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (!(await settlesWithin(done, 3000)) && !exited(child)) {
    child.kill('SIGKILL');
    await settlesWithin(done, 3000);
  }
}

/** Pids of the processes below `root` (from /proc), to stop the browser if WebKitWebDriver leaves it behind. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process has gone.
    }
  }
  const found: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

async function startXvfb(): Promise<{xvfb: ChildProcess; display: string}> {
  // -displayfd: Xvfb picks a free display number and writes it to fd 1.
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 20 s')), 20_000);
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdout!.once('data', (data) => {
      clearTimeout(timer);
      resolve(`:${String(data).trim()}`);
    });
  });
  return {xvfb, display};
}

export async function startWebKit(): Promise<EngineSession> {
  const problems: PageProblem[] = [];
  const driverOutput: string[] = [];
  const {xvfb, display} = await startXvfb();
  let driver: ChildProcess | undefined;
  let driverPort = 0;
  let browser: WebdriverIO.Browser | undefined;
  let dataDir: string | undefined;

  /** Ends the browser session: the browser, whatever it left running, and its data folder. */
  async function endBrowser(): Promise<void> {
    const below = driver?.pid ? descendants(driver.pid) : [];
    if (browser) {
      await settlesWithin(browser.deleteSession(), 10_000);
      browser = undefined;
    }
    for (const pid of below.filter(alive)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    if (dataDir) {
      fs.rmSync(dataDir, {recursive: true, force: true});
      dataDir = undefined;
    }
  }

  async function shutDown(): Promise<void> {
    await endBrowser();
    if (driver) {
      await stopProcess(driver);
    }
    await stopProcess(xvfb);
  }

  /** A new browser with an empty data folder: no storage, caches or service workers from earlier checks. */
  async function openBrowser(): Promise<void> {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
    browser = await remote({
      hostname: '127.0.0.1',
      port: driverPort,
      path: '/',
      logLevel: 'error',
      // WebKitWebDriver waits forever on POST /session when the browser fails to start.
      connectionRetryTimeout: 90_000,
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: SHIM,
          args: ['--automation', `--init-script=${CAPTURE_SCRIPT}`, `--data-dir=${dataDir}`],
        },
        pageLoadStrategy: 'normal',
        timeouts: {pageLoad: 60_000, script: 60_000, implicit: 0},
      } as WebdriverIO.Capabilities,
    });
  }

  try {
    const port = await freePort();
    driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
      env: {...process.env, DISPLAY: display, GDK_BACKEND: 'x11'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const onOutput = (chunk: string) => {
      pending += chunk;
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line.startsWith('ENGINE-LOG ')) {
          try {
            problems.push(JSON.parse(line.slice('ENGINE-LOG '.length)) as PageProblem);
          } catch {
            driverOutput.push(line);
          }
        } else if (line.trim() !== '') {
          driverOutput.push(line);
        }
      }
    };
    driver.stdout!.setEncoding('utf8').on('data', onOutput);
    driver.stderr!.setEncoding('utf8').on('data', onOutput);
    await waitFor('WebKitWebDriver to answer /status', async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, {timeout: 20_000, interval: 250});

    driverPort = port;
    await openBrowser();
  } catch (error) {
    await shutDown();
    if ((error as {code?: string}).code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG') {
      throw new Error('WebdriverIO loads ES modules: run the engine tests with "npm run test:engines" (NODE_OPTIONS=--experimental-vm-modules)', {
        cause: error,
      });
    }
    const output = driverOutput.length > 0 ? `\nWebKitWebDriver said:\n  ${driverOutput.slice(0, 20).join('\n  ')}` : '';
    throw new Error(`Could not start a WebKit session: ${error instanceof Error ? error.message : String(error)}${output}`, {cause: error});
  }

  const first = browser!;
  const capabilities = first.capabilities as {browserName?: string; browserVersion?: string};
  const current = (): WebdriverIO.Browser => {
    if (!browser) {
      throw new Error('No WebKit browser: call freshPage() first');
    }
    return browser;
  };

  async function setViewport({width, height}: Viewport): Promise<void> {
    await current().setWindowSize(width, height);
  }

  async function element(selector: string) {
    const found = await current().$(selector);
    await found.waitForDisplayed({timeout: 20_000, timeoutMsg: `${selector} is not displayed after 20 s`});
    return found;
  }

  let used = false;
  return {
    engine: 'WebKit',
    version: `WebKitGTK ${capabilities.browserVersion ?? '?'} (${capabilities.browserName ?? '?'})`,
    async freshPage(viewport = DESKTOP) {
      // A new browser and data folder for each check, as a new browser context is in Firefox. Clearing
      // the site's storage in the same window is not enough: there, unregister() on a service worker that
      // is still installing waits for the install, which WebKit stalls once its page has gone.
      if (used) {
        await endBrowser();
        await openBrowser();
      }
      used = true;
      await setViewport(viewport);
      // Late reports of the previous browser's pages.
      await sleep(100);
      problems.length = 0;
    },
    async goto(url) {
      await current().url(url);
    },
    async reload() {
      await current().refresh();
    },
    async currentUrl() {
      return current().getUrl();
    },
    evaluate<T, A extends unknown[]>(fn: PageFunction<T, A>, ...args: A): Promise<T> {
      return current().execute(fn as never, ...(args as unknown as never[])) as Promise<T>;
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async type(selector, text) {
      const field = await element(selector);
      await field.click();
      await field.addValue(text);
    },
    async press(...keys) {
      for (const key of keys) {
        await current().keys(key in Key ? Key[key as keyof typeof Key] : key);
      }
    },
    setViewport,
    problems,
    takeProblems() {
      return problems.splice(0, problems.length);
    },
    close: shutDown,
  };
}
