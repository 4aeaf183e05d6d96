import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import inlineDocMetadata from './inlineDocMetadata.cjs';

const loaderFile = require.resolve('./inlineDocMetadata.cjs');

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-bundling-'));
const docsDataDir = path.join(siteDir, '.docusaurus/docusaurus-plugin-content-docs');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
};
write('.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', '{\n  "id": "intro",\n  "title": "Intro \'quoted\'"\n}');
write('.docusaurus/docusaurus-plugin-content-blog/default/site-blog-post-md-8f1.json', '{"title": "Post"}');
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

/** Runs the loader on `source` as Rspack would, after the MDX loader, for docs/intro.md. */
function run(source: string) {
  const dependencies: string[] = [];
  const context = {
    resourcePath: path.join(siteDir, 'docs/intro.md'),
    addDependency: (file: string) => dependencies.push(file),
    getOptions: () => ({siteDir, docsDataDir}),
  };
  return {output: inlineDocMetadata.call(context, source), dependencies};
}

/** What @docusaurus/mdx-loader writes before the compiled MDX (lib/loader.js). */
const mdxOutput = (metadataFile: string) =>
  `\nexport const frontMatter = {};\nexport const contentTitle = 'Intro';\nexport {default as metadata} from '@site/${metadataFile}'\n\nfunction _createMdxContent() {}\n`;

test("a doc's metadata is written into its module, minified, and the module depends on the JSON file", () => {
  const {output, dependencies} = run(mdxOutput('.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json'));
  expect(output).toContain(`export const metadata = JSON.parse(${JSON.stringify('{"id":"intro","title":"Intro \'quoted\'"}')});\n`);
  expect(output).not.toContain('export {default as metadata}');
  // The exported value is the JSON module's.
  const line = output.split('\n').find((text) => text.startsWith('export const metadata'))!;
  expect(new Function(`return ${line.replace('export const metadata = ', '')}`)()).toEqual({id: 'intro', title: "Intro 'quoted'"});
  expect(dependencies).toEqual([loaderFile, path.join(docsDataDir, 'default/site-docs-intro-md-0e3.json')]);
});

test("a blog post's metadata stays a module (the blog's list pages share it), and so does a partial without metadata", () => {
  const post = mdxOutput('.docusaurus/docusaurus-plugin-content-blog/default/site-blog-post-md-8f1.json');
  expect(run(post).output).toBe(post);
  const partial = '\nexport const frontMatter = {};\nexport const contentTitle = undefined;\n\n\nfunction _createMdxContent() {}\n';
  expect(run(partial).output).toBe(partial);
});

test('a docs metadata import in a form the loader does not know fails the build, naming the file and the loader', () => {
  expect(() => run("import metadata from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json';\n")).toThrow(
    "src/framework-edits/lean-bundling/inlineDocMetadata.cjs: docs/intro.md imports a doc's metadata in a form it does not know.",
  );
});
