/** The report waits, and is dropped once the page is left (a `window` stand-in: the unit tests run in Node). */
type ReportFunction = (message: string, error: unknown) => void;

let page: EventTarget & {setTimeout: typeof setTimeout};
let reportRegistrationError: ReportFunction;
let logged: unknown[][];

beforeEach(() => {
  jest.useFakeTimers();
  page = Object.assign(new EventTarget(), {setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as typeof setTimeout});
  (globalThis as {window?: unknown}).window = page;
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  jest.isolateModules(() => {
    ({reportRegistrationError} = require('./reportRegistrationError') as {reportRegistrationError: ReportFunction});
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as {window?: unknown}).window;
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
