/**
 * Remark plugin: a page that has a code block in a language outside
 * prism-react-renderer's default bundle (bash, diff, java…) imports that
 * language's grammar, so only pages that show such code download it. Before,
 * every grammar sat in the main bundle that every page loads.
 *
 * It finds fenced blocks and `<CodeBlock language="…">` elements, and adds
 * one side-effect import per Prism file at the top of the page. Run it after
 * plugins that create code blocks (npm2yarn). Components outside Markdown
 * that render such a block import the grammar themselves.
 */
import {sideEffectImport} from '../../utils/mdxSideEffectImport';
import {grammarModules} from './languages';

type Node = {
  type: string;
  lang?: string | null;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
};

/** The languages of the code blocks in a Markdown tree. */
function codeLanguages(node: Node, found: Set<string>): Set<string> {
  if (node.type === 'code' && node.lang) {
    found.add(node.lang);
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
    const language = node.attributes?.find((attribute) => attribute.name === 'language')?.value;
    if (typeof language === 'string') {
      found.add(language);
    }
  }
  for (const child of node.children ?? []) {
    codeLanguages(child, found);
  }
  return found;
}

export default function remarkPrismLanguages() {
  return (tree: Node): void => {
    const modules = new Set<string>();
    for (const language of codeLanguages(tree, new Set())) {
      for (const module of grammarModules(language)) {
        modules.add(module);
      }
    }
    // In table order, so a grammar comes after the helper it builds on.
    tree.children?.unshift(...[...modules].map(sideEffectImport));
  };
}
