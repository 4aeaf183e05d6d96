/**
 * The engine tests (`npm run test:engines`): the production build in Firefox
 * ESR and in WebKitGTK, the browsers Debian ships. Separate from the unit
 * tests (jest.config.mjs at the root) because they need a build and
 * browsers, and take minutes. One file per engine, both at once (maxWorkers
 * 2): one engine alone leaves a core of a 2-core machine idle while it waits
 * on its browser (PERFORMANCE.md, "Test suite"). TypeScript is compiled by
 * SWC, as for the unit tests.
 *
 * WebdriverIO loads its ES modules with import(): the script runs Jest with
 * Node's --experimental-vm-modules.
 */
export default {
  rootDir: '../..',
  displayName: 'engines',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/engines'],
  testMatch: ['**/*.test.ts'],
  maxWorkers: 2,
  transform: {
    '^.+\\.ts$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}, module: {type: 'commonjs', ignoreDynamic: true}}],
  },
  // A failing check says what it saw; the run goes on to the next check.
  bail: 0,
  verbose: true,
};
