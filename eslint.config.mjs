import docusaurus from '@docusaurus/eslint-plugin';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Formatting is Prettier's: eslint-config-prettier, last, turns off the rules that could disagree with it.
export default defineConfig([
  globalIgnores([
    'build*/',
    '.docusaurus/',
    'test-results/',
    'playwright-report/',
    '.bench/',
    '*.server-bundle/',
    // Content (Markdown and MDX) and the files Docusaurus or our scripts write from it.
    'docs/',
    'versioned_docs/',
    'versioned_sidebars/',
    'blog/',
    'changelog/',
    'community/',
    'i18n/',
    'static/',
  ]),
  {
    files: ['{src,tests,website-tests,scripts}/**/*.{js,cjs,mjs,ts,tsx}', '*.{ts,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, comments.recommended],
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: globals.nodeBuiltin},
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', {ignore: ['eslint-enable']}],
      // A leading _ marks a name kept on purpose: a parameter a shared signature needs, a key left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
  {
    files: ['{src,website-tests}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Off: pages are rendered at build time, so values only the browser knows (storage, navigator, the frame)
      // are read in an effect after hydration and set as state, the two-pass render React documents for this.
      'react-hooks/set-state-in-effect': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Keeps the theme strings that the swizzled components pass to translate() and <Translate> extractable.
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Off: the site is English only, and most of its text is written straight into the pages.
      '@docusaurus/no-untranslated-text': 'off',
    },
  },
  {
    files: ['{src,website-tests}/**/*.tsx'],
    languageOptions: {globals: globals.browser},
  },
  {
    // Rspack loaders, Jest helpers and modules Node requires: CommonJS.
    files: ['**/*.cjs', 'src/framework-edits/docsearch-error-screen/keepErrorStatusLoader.js'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Each preview is require()d for ideal-image's loader, and scripts/generate-showcase-previews.mjs reads those calls.
    files: ['src/data/showcase/sites.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/plugins/pwa/swCustom.js'],
    languageOptions: {globals: globals.serviceworker},
  },
  {
    // Injected into pages as a classic script.
    files: ['tests/engines/support/webkit-capture.js'],
    languageOptions: {sourceType: 'script', globals: globals.browser},
  },
  prettier,
]);
