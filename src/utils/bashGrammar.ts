/**
 * The bash grammar, for shell commands that components render outside
 * Markdown (Markdown pages import theirs through
 * src/framework-edits/prism-client/remark.ts). Prism's language files extend a global
 * `Prism`, so prism-react-renderer's instance is lent as that global while
 * the file runs, as the classic theme does for `prism.additionalLanguages`.
 * This works with the framework edits on (src/framework-edits/prism-client binds the
 * file to that instance anyway) and off.
 */
import {Prism} from 'prism-react-renderer';

const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;
scope.Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must run after the global is set, which an import cannot
require('prismjs/components/prism-bash');
if (before === undefined) {
  delete scope.Prism;
} else {
  scope.Prism = before;
}
