/**
 * Remark plugin: a page that renders math imports KaTeX's stylesheet, so
 * only those pages load it. Before, the stylesheet was a render-blocking
 * request in the head of every page of the site.
 *
 * The import goes through the bundler: the CSS joins the page's own chunk,
 * whose stylesheet the server-rendered HTML links and client-side
 * navigation loads before showing the page (no flash of unstyled math).
 * Run it after remark-math, which turns `$…$` and `$$…$$` into math nodes.
 */
import {sideEffectImport} from '../../utils/mdxSideEffectImport';

type Node = {type: string; children?: Node[]};

export const katexStylesheet = 'katex/dist/katex.min.css';

function hasMath(node: Node): boolean {
  return node.type === 'math' || node.type === 'inlineMath' || (node.children ?? []).some(hasMath);
}

export default function remarkMathStylesheet() {
  return (tree: Node): void => {
    if (hasMath(tree)) {
      tree.children?.unshift(sideEffectImport(katexStylesheet));
    }
  };
}
