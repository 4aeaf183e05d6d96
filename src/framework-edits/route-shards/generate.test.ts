import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeRouteModules} from './generate';
import {expandGlobalData} from './compactDocsData';
import {parseRoutesModule} from './shards';

/** Generated files of a small site (base URL /), in Docusaurus's formats. */
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/',
    component: ComponentCreator('/blog/', '761'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'fba'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'd6c'),
        routes: [
          {
            path: '/docs/intro/',
            component: ComponentCreator('/docs/intro/', 'c01'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/docs/page.html',
            component: ComponentCreator('/docs/page.html', 'f00'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")]`;
const registryJs = `export default {\n${[
  entry('blogList', '@theme/BlogListPage'),
  entry('docsRoot', '@theme/DocsRoot'),
  entry('docVersion', '@theme/DocVersionRoot'),
  entry('intro', '@site/docs/intro.mdx'),
  entry('home', '@site/src/pages/index.tsx'),
].join(',\n')},};\n`;
const chunkNames = {
  '/blog/-761': {__comp: 'blogList'},
  '/docs/-fba': {__comp: 'docsRoot'},
  '/docs/-d6c': {__comp: 'docVersion'},
  '/docs/intro/-c01': {__comp: 'docsRoot', content: 'intro'},
  '/docs/page.html-f00': {__comp: 'docsRoot', content: 'intro'},
  '/-e5f': {__comp: 'home'},
};

const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [{name: 'current', path: '/docs', mainDocId: 'intro', docs: [{id: 'intro', path: '/docs/intro', sidebar: 'docs'}]}],
    },
  },
};

function generatedDir(chunks: Record<string, unknown> = chunkNames): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), routesJs);
  fs.writeFileSync(path.join(dir, 'registry.js'), registryJs);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunks));
  fs.writeFileSync(path.join(dir, 'globalData.json'), JSON.stringify(globalData));
  return dir;
}

test('main.js gets the home page, the not-found route, the empty docs container and only their chunks', () => {
  const written = writeRouteModules(generatedDir(), '/');
  const routes = parseRoutesModule(fs.readFileSync(written.routes, 'utf8'));
  expect(routes.map((route) => [route.path, route.routes])).toEqual([
    ['/docs/', []],
    ['/', undefined],
    ['*', undefined],
  ]);
  expect(Object.keys(JSON.parse(fs.readFileSync(written.routesChunkNames, 'utf8').replace(/^export default |;\n$/g, '')))).toEqual(['/docs/-fba', '/-e5f']);
  const registry = fs.readFileSync(written.registry, 'utf8');
  expect(registry).toContain('"docsRoot": [() => import(/* webpackChunkName: "docsRoot" */ "@theme/DocsRoot")');
  expect(registry).toContain('"home"');
  expect(registry).not.toContain('intro');
});

test('each shard module creates its routes on demand and carries their chunk names and registry entries', () => {
  const written = writeRouteModules(generatedDir(), '/');
  expect(Object.keys(written.shards)).toEqual(['blog', 'docs']);
  const docs = fs.readFileSync(written.shards.docs!, 'utf8');
  expect(docs).toMatch(/^import ComponentCreator from '@docusaurus\/ComponentCreator';\nexport const routes = \(\) => \[/);
  expect(docs).toContain('ComponentCreator("/docs/intro/", "c01")');
  expect(docs).toContain('"/docs/intro/-c01":{"__comp":"docsRoot","content":"intro"}');
  expect(docs).toContain('"intro": [() => import(/* webpackChunkName: "intro" */ "@site/docs/intro.mdx")');
  expect(docs).not.toContain('export const orders');
  expect(fs.readFileSync(written.shards.blog!, 'utf8')).toContain('export const orders = [0];\n');
  expect(fs.readFileSync(written.index, 'utf8')).toBe(
    'export default [\n' +
      '  {prefix: "/blog", load: () => import(/* webpackChunkName: "routes-blog" */ "./shard-blog.js")},\n' +
      '  {prefix: "/docs/", container: 0, order: 0, load: () => import(/* webpackChunkName: "routes-docs" */ "./shard-docs.js")},\n' +
      '];\n' +
      'export const baseOrders = [1,2,3];\n' +
      'export const exactHtmlRoutes = ["/docs/page.html"];\n',
  );
});

test('a route without chunk names fails the build, naming the route', () => {
  const {['/blog/-761']: _removed, ...withoutBlog} = chunkNames;
  expect(() => writeRouteModules(generatedDir(withoutBlog), '/')).toThrow('routesChunkNames.json has no entry for the route /blog/-761');
});

test('main.js gets the global data with compact docs lists, which expand to the original', () => {
  const source = fs.readFileSync(writeRouteModules(generatedDir(), '/').globalData, 'utf8');
  expect(source).toContain(`import {expandGlobalData} from ${JSON.stringify(path.join(__dirname, 'compactDocsData.ts'))};`);
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]!;
  const compact = JSON.parse(JSON.parse(literal) as string) as typeof globalData;
  expect(JSON.stringify(compact)).toContain('"compactDocs":[{"sidebar":"docs"},"intro"]');
  expect(expandGlobalData(compact)).toEqual(globalData);
});
