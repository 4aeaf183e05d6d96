/**
 * An MDX `import '<source>';` node, ready to put at the top of a Markdown
 * tree: remark plugins use it to make a page load a module (a Prism grammar,
 * a stylesheet) only when the page needs it.
 */
export type MdxEsmNode = {type: 'mdxjsEsm'; value: string; data: {estree: unknown}};

export function sideEffectImport(source: string): MdxEsmNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}
