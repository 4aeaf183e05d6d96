/**
 * A page's MDX source → the Markdown a reader of the page sees (issue 22's
 * "Markdown twin"): front matter reduced to title and description, no
 * import/export lines and no JSX, components in their Markdown form, links
 * and images absolute. Built on the same unified/remark parsers Docusaurus
 * uses (with its preprocessing of `{#id}` heading IDs and ```mdx-code-block
 * fences), never with regular expressions over the text.
 *
 * The plugin (index.ts) writes one twin per content page after the build.
 */
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root, RootContent, PhrasingContent, BlockContent} from 'mdast';

/** An MDX JSX element as remark-mdx gives it. */
export type JsxElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
  children: RootContent[];
};

export type ConvertContext = {
  /** The source file, for error messages. */
  file: string;
  /** The page's absolute URL ("https://docusaurus.io/docs/installation/"). */
  pageUrl: string;
  /** A link or image target as written in the source → an absolute URL, or undefined when it cannot be resolved. */
  resolveUrl: (url: string) => string | undefined;
  /** The page's front matter, as Docusaurus parsed it (filled in by toMarkdownTwin). */
  frontMatter?: Record<string, unknown>;
  /** What the page's own import and export lines declare (filled in by toMarkdownTwin). */
  page?: PageDeclarations;
  /** The cards of each doc card list the built page shows, in page order (from its HTML: the cards depend on the sidebar). */
  docCardLists?: DocCard[][];
  /** How many of those lists the conversion has placed (kept by toMarkdownTwin). */
  docCardListsPlaced?: {count: number};
};

/** A doc card as the built page shows it: its title, its link and its description ("4 items" for a category). */
export type DocCard = {title: string; href: string; description?: string};

/** From a page's import/export lines: string constants, components it defines, and images it imports as components. */
export type PageDeclarations = {constants: Map<string, string>; components: Set<string>; images: Map<string, string>};

type EsNode = {type: string; [key: string]: unknown};

/** Reads a page's `export const x = '…'`, `export function Pill()` and `import Icon from './icon.svg'` from their syntax trees. */
function pageDeclarations(tree: Root): PageDeclarations {
  const declarations: PageDeclarations = {constants: new Map(), components: new Set(), images: new Map()};
  for (const node of tree.children) {
    if ((node.type as string) !== 'mdxjsEsm') {
      continue;
    }
    const program = (node as unknown as {data?: {estree?: {body: EsNode[]}}}).data?.estree;
    for (const statement of program?.body ?? []) {
      const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as EsNode | null;
      if (declaration?.type === 'FunctionDeclaration') {
        declarations.components.add((declaration.id as {name: string}).name);
      }
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as {id: {name?: string}; init?: EsNode}[]) {
          const {name} = declarator.id;
          if (name && declarator.init?.type === 'Literal' && typeof declarator.init.value === 'string') {
            declarations.constants.set(name, declarator.init.value);
          } else if (name && /^(Arrow)?FunctionExpression$/.test(declarator.init?.type ?? '')) {
            declarations.components.add(name);
          }
        }
      }
      if (statement.type === 'ImportDeclaration') {
        const source = (statement.source as {value: string}).value;
        const specifier = (statement.specifiers as {type: string; local: {name: string}}[]).find((candidate) => candidate.type === 'ImportDefaultSpecifier');
        if (specifier && /\.(svg|png|jpe?g|webp|gif)$/i.test(source)) {
          declarations.images.set(specifier.local.name, source);
        }
      }
    }
  }
  return declarations;
}

/**
 * How a component appears in Markdown: the nodes that replace it. It gets
 * the element as written and `convert`, which turns its children (or any
 * nodes) into Markdown.
 */
export type MarkdownForm = (element: JsxElement, convert: (nodes: RootContent[]) => RootContent[], context: ConvertContext) => RootContent[];

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});

/** A string attribute's value (`label="macOS"`), or undefined. */
export function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const admonitionLabels: Record<string, string> = {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning'};

/** An admonition as a blockquote whose first line names its kind (and its title, when it has one). */
function admonition(kind: string, title: string | undefined, children: RootContent[]): RootContent {
  const label = admonitionLabels[kind] ?? kind;
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [strong(title ? `${label}: ${title}` : label)]}, ...(children as BlockContent[])],
  };
}

/** The Markdown forms of the theme's components and of plain HTML elements the docs use. */
export const builtInForms: Record<string, MarkdownForm> = {
  // One labelled section per tab.
  Tabs: (element, convert) => convert(element.children),
  TabItem: (element, convert) => {
    const label = strong(attribute(element, 'label') ?? attribute(element, 'value') ?? 'Tab');
    // A tab written on one line is inline: its label leads its text.
    return element.type === 'mdxJsxTextElement'
      ? [label, text(' '), ...convert(element.children)]
      : [{type: 'paragraph', children: [label]}, ...convert(element.children)];
  },
  details: (element, convert) => convert(element.children),
  // <code>…</code> in JSX, where Markdown's backticks are not read: inline code.
  code: (element) => {
    const code: PhrasingContent = {type: 'inlineCode', value: codeOf(element.children)};
    return element.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: [code]}] : [code];
  },
  summary: (element) =>
    element.type === 'mdxJsxTextElement' ? [strong(plainText(element as never))] : [{type: 'paragraph', children: [strong(plainText(element as never))]}],
  Admonition: (element, convert) => [admonition(attribute(element, 'type') ?? 'note', attribute(element, 'title'), convert(element.children))],
  CodeBlock: (element) => [
    {
      type: 'code',
      lang: attribute(element, 'language') ?? null,
      meta: attribute(element, 'title') ? `title="${attribute(element, 'title')}"` : null,
      value: codeOf(element.children),
    },
  ],
  Mermaid: (element) => [{type: 'code', lang: 'mermaid', meta: null, value: attribute(element, 'value') ?? ''}],
  // The table of contents is the page's own headings: nothing to add.
  TOCInline: () => [],
  // The cards the page shows (they come from the sidebar, not the source): one linked line each.
  DocCardList: (_element, _convert, context) => {
    const placed = context.docCardListsPlaced ?? {count: 0};
    const cards = context.docCardLists?.[placed.count];
    if (!cards) {
      throw new Error(`${context.file}: the built page shows no cards for its <DocCardList> number ${placed.count + 1}.`);
    }
    placed.count += 1;
    return [docCardList(cards, context.resolveUrl)];
  },
};

/** A code block component's code: its text, or the string of its `{`…`}` child. */
function codeOf(children: RootContent[]): string {
  return children
    .map((child) => {
      const value = plainText(child);
      if ((child.type as string).startsWith('mdx') && (child.type as string).endsWith('Expression')) {
        return value.trim().replace(/^(`|'|")([\s\S]*)\1$/, '$2');
      }
      return value;
    })
    .join('')
    .trim();
}

/**
 * Generous: the limit only stops an expression that never ends. On a busy
 * machine, creating a new context alone can outlast a short limit
 * (PERFORMANCE.md, Build), and the earlier, short one then failed the build
 * at random with "has no Markdown form".
 */
const evaluationTimeoutMs = 5000;

/** An MDX expression's value with only `scope` in reach, or undefined when it cannot be computed so. */
function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  try {
    return runInNewContext(`(${expression})`, {...scope}, {timeout: evaluationTimeoutMs});
  } catch (error) {
    // Errors thrown inside the context come from another realm: compare the code, not the class.
    if ((error as {code?: unknown} | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new Error(`the expression {${expression}} ran for over ${evaluationTimeoutMs} ms`, {cause: error});
    }
    return undefined;
  }
}

/** The text of a node and its children. */
function plainText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node ? (node.children as RootContent[]).map(plainText).join('') : '';
}

/** Lowercase elements are HTML, not components: their content stays. */
const isHtmlElement = (name: string) => /^[a-z][a-z0-9]*$/.test(name);

/** Only the title of a code block's meta stays: line ranges and flags mean nothing outside the page. */
function codeMeta(meta: string | null | undefined): string | null {
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(meta ?? '')?.[1];
  return title ? `title=${title}` : null;
}

function convertChildren(nodes: RootContent[], forms: Record<string, MarkdownForm>, context: ConvertContext): RootContent[] {
  return nodes.flatMap((node) => convertNode(node, forms, context));
}

function convertNode(node: RootContent, forms: Record<string, MarkdownForm>, context: ConvertContext): RootContent[] {
  const convert = (nodes: RootContent[]) => convertChildren(nodes, forms, context);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    // Components get their children as written: some read them (a code block's string), others convert them.
    const element = node as unknown as JsxElement;
    const name = element.name ?? '';
    const form = forms[name];
    if (form) {
      return form(element, convert, context);
    }
    if (isHtmlElement(name)) {
      return name === 'br' ? [{type: 'break'}] : convert(element.children);
    }
    // A component the page defines itself (a label, a wrapper): its content.
    if (context.page?.components.has(name)) {
      return convert(element.children);
    }
    // An image the page imports as a component (an SVG icon): the image, with its title as alt text.
    const image = context.page?.images.get(name);
    if (image) {
      const alt = attribute(element, 'title') ?? attribute(element, 'alt') ?? '';
      const url = context.resolveUrl(image);
      // An SVG drawn inline has no URL of its own in the build: its description stands in.
      const node: PhrasingContent = url ? {type: 'image', url, alt} : {type: 'emphasis', children: [text(`(image: ${alt || path.basename(image)})`)]};
      return element.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: [node]}] : [node];
    }
    throw new Error(`${context.file}: the component <${name || 'fragment'}> has no Markdown form. Declare one in src/plugins/markdown-twins/forms.ts.`);
  }
  const converted = {...node} as RootContent & {children?: RootContent[]};
  if ('children' in node) {
    converted.children = convert(node.children as RootContent[]);
  }
  switch (node.type as string) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = (node as unknown as {value: string}).value.trim();
      if (/^\/\*[\s\S]*\*\/$/.test(value)) {
        return []; // a comment
      }
      // {lumenVersion}, {frontMatter.sidebar_label}, {['npm', 'Yarn'].join(', ')}: the text the page shows,
      // computed as the page computes it (from its front matter and the strings it exports).
      const shown = evaluate(value, {frontMatter: context.frontMatter ?? {}, ...Object.fromEntries(context.page?.constants ?? [])});
      if (typeof shown === 'string' || typeof shown === 'number') {
        return [{type: 'text', value: String(shown)}];
      }
      throw new Error(`${context.file}: the expression {${value}} has no Markdown form.`);
    }
    case 'containerDirective': {
      const directive = converted as unknown as {name: string; children: RootContent[]};
      const [first, ...rest] = directive.children;
      const labelled = (first as {data?: {directiveLabel?: boolean}} | undefined)?.data?.directiveLabel;
      return [admonition(directive.name, labelled ? plainText(first!) : undefined, labelled ? rest : directive.children)];
    }
    case 'heading': {
      // "## Title {#id}", as Docusaurus's preprocessing leaves it: the ID is not for readers.
      const children = converted.children as PhrasingContent[];
      const last = children.at(-1);
      if (last?.type === 'text') {
        children[children.length - 1] = {...last, value: last.value.replace(/\s*\{#[^}]*\}\s*$/, '')};
      }
      return [converted];
    }
    case 'code':
      return [{...(converted as Extract<RootContent, {type: 'code'}>), meta: codeMeta((node as {meta?: string | null}).meta)}];
    case 'link':
    case 'image':
    case 'definition': {
      const withUrl = converted as unknown as {url: string};
      withUrl.url = context.resolveUrl(withUrl.url) ?? withUrl.url;
      return [converted];
    }
    default:
      return [converted];
  }
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkMath).use(remarkDirective);
const stringifier = unified().use(remarkGfm).use(remarkMath).use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-'});

/** Doc cards as Markdown: one linked line per card, with the description the card shows. */
function docCardList(cards: DocCard[], resolveUrl: ConvertContext['resolveUrl']): RootContent {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: resolveUrl(card.href) ?? card.href, children: [text(card.title)]},
            ...(card.description ? [text(`: ${card.description}`)] : []),
          ],
        },
      ],
    })),
  };
}

/** Front matter of the twin: title and description only. */
function twinFrontMatter(title: string, description: string | undefined): string {
  const quote = (value: string) => JSON.stringify(value);
  return `---\ntitle: ${quote(title)}\n${description ? `description: ${quote(description)}\n` : ''}---\n\n`;
}

/**
 * The page's Markdown twin. `frontMatter` is the page's, as the content
 * plugin parsed it (MDX can show its values); `forms` adds the site's own
 * components' Markdown forms to the built-in ones.
 */
export function toMarkdownTwin(
  source: string,
  {title, description, frontMatter = {}}: {title: string; description?: string; frontMatter?: Record<string, unknown>},
  context: ConvertContext,
  forms: Record<string, MarkdownForm> = {},
): string {
  const tree = parser.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source))) as Root;
  const docCardListsPlaced = {count: 0};
  const children = convertChildren(tree.children, {...builtInForms, ...forms}, {...context, frontMatter, page: pageDeclarations(tree), docCardListsPlaced});
  const shownLists = context.docCardLists?.length ?? 0;
  if (docCardListsPlaced.count < shownLists) {
    throw new Error(
      `${context.file}: the built page shows ${shownLists} doc card lists, but the source renders ${docCardListsPlaced.count} <DocCardList>. ` +
        'Render it in the page itself (not in a file the page imports), so that its twin can list the cards.',
    );
  }
  // The title as the page shows it: the source's own top heading when it says the same, else the title.
  const firstHeading = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const keepsHeading = firstHeading !== -1 && plainText(children[firstHeading]!).trim() === title;
  const rest = firstHeading === -1 || keepsHeading ? children : children.filter((_, index) => index !== firstHeading);
  const body: Root = {
    type: 'root',
    children: keepsHeading ? rest : [{type: 'heading', depth: 1, children: [text(title)]}, ...rest],
  };
  return twinFrontMatter(title, description) + stringifier.stringify(body);
}

/**
 * The twin of a generated category index page, which has no source file: its
 * title, the description it shows under the title, and its cards.
 */
export function categoryIndexTwin(
  {title, description}: {title: string; description?: string},
  cards: DocCard[],
  resolveUrl: ConvertContext['resolveUrl'],
): string {
  const body: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [text(title)]},
      ...(description ? [{type: 'paragraph' as const, children: [text(description)]}] : []),
      ...(cards.length > 0 ? [docCardList(cards, resolveUrl)] : []),
    ],
  };
  return twinFrontMatter(title, description) + stringifier.stringify(body);
}
