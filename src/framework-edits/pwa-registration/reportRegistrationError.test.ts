/** The report waits, and is dropped once the page is left or offline (`window` and `navigator` stand-ins: the unit tests run in Node). */
type ReportFunction = (message: string, error: unknown) => void;

let page: EventTarget & {setTimeout: typeof setTimeout};
let reportRegistrationError: ReportFunction;
let logged: unknown[][];
let connection: {onLine: boolean};
// Node 21 and later have a `navigator` of their own.
const nodeNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

beforeEach(() => {
  jest.useFakeTimers();
  page = Object.assign(new EventTarget(), {setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as typeof setTimeout});
  (globalThis as {window?: unknown}).window = page;
  connection = {onLine: true};
  Object.defineProperty(globalThis, 'navigator', {value: connection, configurable: true});
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module for each test, inside jest.isolateModules
    ({reportRegistrationError} = require('./reportRegistrationError') as {reportRegistrationError: ReportFunction});
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as {window?: unknown}).window;
  delete (globalThis as {navigator?: unknown}).navigator;
  if (nodeNavigator) Object.defineProperty(globalThis, 'navigator', nodeNavigator);
});

test('a failure on a page the reader stays on is logged, a moment later', () => {
  const error = new TypeError('Script load failed');
  reportRegistrationError('registerSW failed', error);
  expect(logged).toEqual([]);
  jest.advanceTimersByTime(2000);
  expect(logged).toEqual([['registerSW failed', error]]);
});

test('a failure followed by leaving the page is not logged', () => {
  reportRegistrationError('Could not load the service worker registration', new Error('ChunkLoadError'));
  page.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(10_000);
  expect(logged).toEqual([]);
});

test('offline, the failed refresh of the worker is not logged', () => {
  connection.onLine = false;
  reportRegistrationError('registerSW failed', new TypeError('An unknown error occurred when fetching the script.'));
  jest.advanceTimersByTime(10_000);
  expect(logged).toEqual([]);
});
