/**
 * The Markdown forms of the site's own components (the theme's are in
 * convert.ts). A component a page uses without a form here fails the twin's
 * conversion, naming the page and the component: add its form here, with a
 * case in forms.test.ts.
 */
import type {RootContent} from 'mdast';
import {canaryRelease} from '../../data/canary';
import {defaultPackages, installCommand} from '../../utils/installCommand';
import {attribute, type JsxElement, type MarkdownForm} from './convert';

const paragraph = (value: string): RootContent => ({type: 'paragraph', children: [{type: 'text', value}]});

/** A sentence that sends the reader to the widget on the web page. */
const onTheWebPage =
  (what: string): MarkdownForm =>
  (_element, _convert, context) => [
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: `${what} is on the web page: `},
        {type: 'link', url: context.pageUrl, children: [{type: 'text', value: context.pageUrl}]},
        {type: 'text', value: '.'},
      ],
    },
  ];

type Estree = {type: string; [key: string]: unknown};

/**
 * The path a `{…}` attribute names, read from its syntax tree:
 * `img={require('./a.png')}` → "./a.png"; with `key`, from an object:
 * `sources={{light: require('./a.png').default}}` → "./a.png".
 */
function pathIn(element: JsxElement, attributeName: string, key?: string): string | undefined {
  const found = element.attributes.find((candidate) => candidate.name === attributeName) as
    {value?: {data?: {estree?: {body: {expression: Estree}[]}}}} | undefined;
  let value: Estree | undefined = found?.value?.data?.estree?.body[0]?.expression;
  if (key !== undefined) {
    const properties = (value?.properties ?? []) as {key: {name?: string}; value: Estree}[];
    value = properties.find((property) => property.key.name === key)?.value;
  }
  // require('./a.png').default → require('./a.png')
  if (value?.type === 'MemberExpression') {
    value = value.object as Estree;
  }
  // require('./a.png') or useBaseUrl('/img/a.svg')
  const argument = value?.type === 'CallExpression' ? (value.arguments as Estree[])[0] : value;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

/** An image with the element's alt text, from the path an attribute names. */
function imageForm(describe: (element: JsxElement) => string | undefined): MarkdownForm {
  return (element, _convert, context) => {
    const source = describe(element);
    if (!source) {
      throw new Error(`${context.file}: an <${element.name}> whose image is not a plain path has no Markdown form.`);
    }
    return [{type: 'paragraph', children: [{type: 'image', url: context.resolveUrl(source) ?? source, alt: attribute(element, 'alt') ?? ''}]}];
  };
}

export const siteForms: Record<string, MarkdownForm> = {
  // Demos: what the Markdown above them renders to.
  RenderedResult: (element, convert) => [paragraph('Rendered result:'), ...convert(element.children)],
  BuildPipeline: onTheWebPage('A diagram of the build pipeline'),
  ColorPaletteGenerator: onTheWebPage('An interactive color palette generator'),
  // The light-mode image, with its alt text.
  ThemedImage: imageForm((element) => pathIn(element, 'sources', 'light')),
  IdealImage: imageForm((element) => pathIn(element, 'img')),
  ServingsScaler: onTheWebPage('An interactive servings scaler'),
  CanaryVersion: () => {
    const {latestStable, nextVersion, distTag, checkedOn} = canaryRelease;
    return [
      paragraph(
        `Latest stable release: ${latestStable}. Canary builds are previews of ${nextVersion}, published under the ${distTag} dist-tag (checked on ${checkedOn}).`,
      ),
      {type: 'code', lang: 'bash', meta: 'title="Try the canary"', value: installCommand(defaultPackages, distTag)},
      {type: 'code', lang: 'bash', meta: 'title="Go back to the latest stable release"', value: installCommand(defaultPackages, latestStable)},
    ];
  },
};
