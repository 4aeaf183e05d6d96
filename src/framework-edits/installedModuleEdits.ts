/**
 * Every installed module that a framework edit (a plugin of this folder)
 * edits or replaces, with a fingerprint (sha256) of the file as the pinned
 * versions ship it.
 *
 * Exact-text patches (./module-patches/) already fail the build
 * when the text they replace is gone, but not when the code around it
 * changes; a replaced module (an alias, a custom entry) or a loader fails
 * nothing at all. So ./installedModuleEdits.test.ts fails, naming the plugin,
 * whenever one of these files differs from its fingerprint: after a
 * dependency update, compare the new file with the plugin's own file, adjust
 * that if needed, then write the new fingerprint here (for an exact-text
 * edit, in its file of ./module-patches/modules, from which its entries here are derived).
 * The same test fails when a plugin starts editing a module that is not
 * listed.
 */
import path from 'node:path';
import {moduleEditFiles} from './module-patches';

export type EditKind =
  /** Exact-text edits, from ./module-patches/modules. */
  | 'patched'
  /** A loader of the plugin rewrites the module. */
  | 'rewritten'
  /** The plugin's own file is built instead of the module, or of one import in it. */
  | 'replaced';

export interface InstalledModuleEdit {
  /** The plugin (folder under src/framework-edits, or src/framework-edits/startup). */
  plugin: string;
  /** The module, as a path under node_modules. */
  module: string;
  kind: EditKind;
  /** The plugin's file that carries the edit or the replacement (relative to src/framework-edits). */
  ours: string;
  /** sha256 of the installed module (hex), at the versions in package-lock.json. */
  sha256: string;
}

/** Loaders that rewrite installed modules, and modules built in their place. */
const rewrittenOrReplaced: InstalledModuleEdit[] = [
  {
    plugin: 'docsearch-error-screen',
    module: '@docsearch/react/dist/esm/DocSearchModal.js',
    kind: 'rewritten',
    ours: 'docsearch-error-screen/keepErrorStatusLoader.js',
    sha256: 'f90f67871b184e842d1ef6496e8887ad5b6de21c05cc5cf44c00f58b78c45055',
  },
  {
    plugin: 'docsearch-error-screen',
    module: '@docsearch/react/dist/esm/index.js',
    kind: 'rewritten',
    ours: 'docsearch-error-screen/keepErrorStatusLoader.js',
    sha256: 'd98975f69ea8113e517d1853b29676c9029117f099cbc67ed92473ec7b79747d',
  },
  {
    // Not the file itself: the line it writes into every page's MDX module for the page's metadata.
    plugin: 'lean-bundling',
    module: '@docusaurus/mdx-loader/lib/loader.js',
    kind: 'rewritten',
    ours: 'lean-bundling/inlineDocMetadata.cjs',
    sha256: '90bbdae6eed64a30a1764e7afc27bec1cbfd95a7153b009164711cee03603b1b',
  },
  {
    // Its `compile` export, in the bundling processes of a site built with BUILD_BUNDLES=apart (scripts/build.mjs).
    plugin: 'lean-bundling',
    module: '@docusaurus/bundler/lib/compiler.js',
    kind: 'replaced',
    ours: 'lean-bundling/bundleOnly.cjs',
    sha256: '48f41ada6527b970e0e22cfa5ed212e0794564216cc6d3e774b0fd0f469b8558',
  },
  {
    // The package index must read `compile` from lib/compiler.js on each call, as this version does.
    plugin: 'lean-bundling',
    module: '@docusaurus/bundler/lib/index.js',
    kind: 'replaced',
    ours: 'lean-bundling/bundleOnly.cjs',
    sha256: '5baa62909a0ac51d4a49259d49ff8d24abf3473b79df61ae1ffb309c3d5c3e31',
  },
  {
    // Not the file itself: the JSX runtime import it writes into every compiled MDX page.
    plugin: 'lean-bundling',
    module: 'estree-util-build-jsx/lib/index.js',
    kind: 'rewritten',
    ours: 'lean-bundling/jsxRuntimeAsLocals.cjs',
    sha256: 'cee3d25f13a993c41fc2ab8775a6e63149a26833f153ed68c3ad97fd1412af68',
  },
  {
    plugin: 'prism-client',
    module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    kind: 'replaced',
    ours: 'prism-client/emptyClientModule.cjs',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  },
  {
    plugin: 'prism-client',
    module: 'prism-react-renderer/dist/index.js',
    kind: 'rewritten',
    ours: 'prism-client/coreLanguages.cjs',
    sha256: '4ad8d9b3e27401e1937ecc7d1d65882ff66f91611adcb14e6a74f736ce67cb69',
  },
  {
    plugin: 'prism-client',
    module: 'prism-react-renderer/dist/index.mjs',
    kind: 'rewritten',
    ours: 'prism-client/stripThemes.cjs',
    sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
  },
  {
    plugin: 'staged-startup',
    module: '@docusaurus/core/lib/client/clientEntry.js',
    kind: 'replaced',
    ours: 'startup/staged-startup/clientEntry.tsx',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
];

/** The exact-text edits, one entry per part of each file of ./module-patches/modules. */
const patched: InstalledModuleEdit[] = moduleEditFiles().flatMap(({module, sha256, parts, editsFile}) =>
  Object.keys(parts).map((plugin) => ({plugin, module, kind: 'patched' as const, ours: `module-patches/modules/${path.basename(editsFile)}`, sha256})),
);

export const installedModuleEdits: InstalledModuleEdit[] = [...patched, ...rewrittenOrReplaced];

/**
 * Rules of local plugins that touch installed files without editing any
 * particular text, and why no fingerprint is kept for them.
 */
export const genericModuleRules: {plugin: string; test: RegExp; why: string}[] = [
  {
    plugin: 'prism-client',
    test: /[\\/]prismjs[\\/]components[\\/]prism-[\w-]+\.js$/,
    why: 'every Prism language file is wrapped whole to bind the Prism instance (bindPrism.cjs); no text inside is edited',
  },
  {
    plugin: 'lean-bundling',
    test: /\.mdx?$/,
    why: "every page's MDX module, after the MDX loader: only a doc's metadata line (written by @docusaurus/mdx-loader/lib/loader.js) and the JSX runtime import (written by estree-util-build-jsx), both listed above, change; in the browser's bundle its '@mdx-js/react' is the installed module whole, re-exported by mdxReactAsCommonJs.cjs",
  },
  {
    plugin: 'math-stylesheet',
    test: /[\\/]katex[\\/]dist[\\/]fonts[\\/]/,
    why: "KaTeX's fonts are emitted as files by Docusaurus's own file loader instead of being inlined, unchanged",
  },
];
