/**
 * Unit tests: config modules, sidebars, data files and local plugins.
 * TypeScript is compiled by SWC (already installed for Docusaurus Faster).
 * End-to-end tests live in tests/e2e and run with Playwright instead.
 */
/** The CommonJS tests: everything but the ES-module project below. */
const commonJs = {
  displayName: 'unit',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/tests/unit', '<rootDir>/website-tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // Prism's language files get the same binding as in the site build (src/framework-edits/prism-client).
    'prismjs[\\/]components[\\/].+\\.js$': '<rootDir>/src/framework-edits/prism-client/bindPrism.cjs',
    // …and the site's core set of languages.
    'prism-react-renderer[\\/]dist[\\/]index\\.js$': '<rootDir>/src/framework-edits/prism-client/coreLanguages.cjs',
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}}],
    // Data files require() their images; tests get the image's path instead.
    '^.+\\.png$': '<rootDir>/tests/unit/pngPathTransform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!prismjs/components/|prism-react-renderer/dist/)'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/src/plugins/markdown-twins/'],
};

/**
 * Code built on the unified/remark packages, which are ES modules only, and
 * the measurement scripts' modules run as ES modules (needs Node's
 * --experimental-vm-modules, which the test:unit script sets).
 */
const esModules = {
  displayName: 'esm',
  testEnvironment: 'node',
  roots: ['<rootDir>/src/plugins/markdown-twins', '<rootDir>/tests/scripts'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}}, module: {type: 'es6'}}],
  },
  transformIgnorePatterns: ['/node_modules/'],
};

export default {projects: [commonJs, esModules]};
