import {canaryRelease} from '../../data/canary';
import {toMarkdownTwin, type ConvertContext} from './convert';
import {siteForms} from './forms';

const context: ConvertContext = {
  file: 'docs/example.mdx',
  pageUrl: 'https://docusaurus.io/docs/example/',
  resolveUrl: (url) =>
    url.startsWith('./') ? `https://docusaurus.io/assets/${url.slice(2)}` : url.startsWith('/') ? `https://docusaurus.io${url}` : undefined,
};

const twin = (source: string, frontMatter: Record<string, unknown> = {}) => toMarkdownTwin(source, {title: 'Example', frontMatter}, context, siteForms);

test('themed and ideal images become the light image with its alt text', () => {
  expect(
    twin(`<ThemedImage alt="The pipeline" sources={{light: require('./img/light.webp').default, dark: require('./img/dark.webp').default}} />\n`),
  ).toContain('![The pipeline](https://docusaurus.io/assets/img/light.webp)');
  expect(twin(`<ThemedImage alt="Avatar" sources={{light: useBaseUrl('/img/a.svg'), dark: useBaseUrl('/img/b.svg')}} />\n`)).toContain(
    '![Avatar](https://docusaurus.io/img/a.svg)',
  );
  expect(twin(`<IdealImage img={require('./img/folders.png')} alt="Folders" />\n`)).toContain('![Folders](https://docusaurus.io/assets/img/folders.png)');
});

test('widgets become a sentence that links the web page; demos show their result', () => {
  expect(twin('<ColorPaletteGenerator />\n')).toContain('An interactive color palette generator is on the web page: <https://docusaurus.io/docs/example/>.');
  expect(twin('<RenderedResult>\n\n:::note\n\nHi.\n\n:::\n\n</RenderedResult>\n')).toContain('Rendered result:\n\n> **Note**\n>\n> Hi.');
});

test('the canary block shows the same release facts and commands as the page', () => {
  const result = twin('<CanaryVersion />\n');
  expect(result).toContain(`Latest stable release: ${canaryRelease.latestStable}.`);
  expect(result).toContain('```bash title="Try the canary"\nnpm install @docusaurus/core@canary @docusaurus/preset-classic@canary\n```');
});

test("the page's own exports, imports and front matter show as the page shows them", () => {
  const source = [
    "import FolderPlus from './img/folder-plus.svg';",
    '',
    "export const lumenVersion = '2.4.0';",
    'export function Pill({children}) { return <span>{children}</span>; }',
    '',
    'Lumen {lumenVersion} is <Pill color="green">stable</Pill>; in the sidebar as **{frontMatter.sidebar_label}**; {["npm", "Yarn"].join(", ")}.',
    '',
    '<FolderPlus title="New folder" width={48} />',
    '',
  ].join('\n');
  const result = twin(source, {sidebar_label: 'Overview'});
  expect(result).toContain('Lumen 2.4.0 is stable; in the sidebar as **Overview**; npm, Yarn.');
  expect(result).toContain('![New folder](https://docusaurus.io/assets/img/folder-plus.svg)');
  expect(result).not.toMatch(/import|export|<\w/);
});
