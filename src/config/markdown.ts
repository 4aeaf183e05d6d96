import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeBreakAfterSlash from '../utils/rehypeBreakAfterSlash';
import rehypeRowHeaders from '../utils/rehypeRowHeaders';
import rehypeTaskListLabels from '../utils/rehypeTaskListLabels';
import remarkPrismLanguages from '../framework-edits/prism-client/remark';
import {frameworkEditsOn} from '../framework-edits/switch.cjs';

/**
 * Each page imports the extra Prism grammars its code blocks use (with
 * FRAMEWORK_EDITS=off, the theme loads them on every page: src/config/prism.ts).
 * Last among a section's plugins, after npm2yarn has made its code blocks.
 */
export const codeLanguagePlugins = frameworkEditsOn() ? [remarkPrismLanguages] : [];

/**
 * Markdown plugins shared by every content plugin (docs, community, blog,
 * pages), so a feature shown in one section renders the same in the others.
 * The changelog takes only `codeLanguagePlugins`: release notes quote names
 * and code as they are, and a dollar sign in one must stay a dollar sign.
 */
export const remarkPlugins = [
  // `bash npm2yarn` code blocks become npm / yarn / pnpm tabs, kept in sync.
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
  remarkMath,
  ...codeLanguagePlugins,
];

// Task list checkboxes get their item's text as accessible name; a table with an empty corner gets row headers; a
// heading may break after a slash in a package name.
export const rehypePlugins = [rehypeKatex, rehypeTaskListLabels, rehypeRowHeaders, rehypeBreakAfterSlash];

/**
 * Admonition keywords: the five built-in ones plus `:::experimental`, which
 * the site renders with its own component (src/theme/Admonition/Types.tsx).
 */
export const admonitions = {
  keywords: ['experimental'],
  extendDefaults: true,
};
