import fs from 'node:fs';
import {matchPath} from 'react-router';
import {alternateDocs, findDocByPath, findDocRoute, firstMatchingRoute, routesToRender, type RouteLike} from './activeDocLookup';
import {partPatcher} from '../module-patches';

type Doc = {id: string; path: string};
const scanFor = (docs: Doc[], pathname: string) => () => docs.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));

describe('the doc at an address', () => {
  const docs: Doc[] = [
    {id: 'intro', path: '/docs/'},
    {id: 'install', path: '/docs/installation/'},
    {id: 'config', path: '/docs/api/docusaurus.config.js'},
    {id: 'upper', path: '/docs/Guides/Setup/'},
    {id: 'dup', path: '/docs/installation'},
    {id: 'plus', path: '/docs/c++/'},
  ];
  const addresses = [
    '/docs/',
    '/docs',
    '/docs//',
    '/docs/installation',
    '/docs/installation/',
    '/docs/installation//',
    '/docs/INSTALLATION/',
    '/docs/installation/x/',
    '/docs/installatio',
    '/docs/api/docusaurus.config.js',
    '/docs/api/docusaurus.config.js/',
    '/docs/api/docusaurus-config-js',
    '/docs/guides/setup',
    '/docs/GUIDES/SETUP/',
    '/docs/c++/',
    '/docs/c/',
    '/docs/inſtallation/',
    '/docs/%C3%A9/',
    '/',
    '',
  ];

  test.each(addresses)('%s: the same doc as React Router’s match of every path', (pathname) => {
    expect(findDocByPath(docs, pathname, scanFor(docs, pathname))).toBe(scanFor(docs, pathname)());
  });

  test('a version with a path the table cannot answer keeps the scan', () => {
    const withParam: Doc[] = [...docs, {id: 'param', path: '/docs/:slug/'}];
    const scan = jest.fn(scanFor(withParam, '/docs/anything/'));
    expect(findDocByPath(withParam, '/docs/anything/', scan)).toEqual({id: 'param', path: '/docs/:slug/'});
    expect(scan).toHaveBeenCalled();
    const unicode: Doc[] = [{id: 'cafe', path: '/docs/café/'}];
    expect(findDocByPath(unicode, '/docs/CAFÉ/', scanFor(unicode, '/docs/CAFÉ/'))).toBe(scanFor(unicode, '/docs/CAFÉ/')());
  });

  test('the table is built once per version, not on every call', () => {
    const many = Array.from({length: 5000}, (_, index) => ({id: `page-${index}`, path: `/docs/generated/page-${index}/`}));
    const scan = jest.fn(() => undefined);
    findDocByPath(many, '/docs/generated/page-1/', scan);
    expect(findDocByPath(many, '/docs/generated/page-4999', scan)).toBe(many[4999]);
    expect(scan).not.toHaveBeenCalled();
  });
});

test('the same doc in every version, by version name, as the scan found it', () => {
  const data = {
    versions: [
      {
        name: 'current',
        docs: [
          {id: 'intro', path: '/docs/'},
          {id: 'install', path: '/docs/installation/'},
        ],
      },
      {
        name: '2.x',
        docs: [
          {id: 'install', path: '/docs/2.x/installation/'},
          {id: 'install', path: '/docs/2.x/setup/'},
        ],
      },
      {name: '1.x', docs: [{id: 'intro', path: '/docs/1.x/'}]},
    ],
  };
  const scan = (docId: string) => {
    const result: Record<string, Doc> = {};
    data.versions.forEach((version) => version.docs.forEach((doc) => doc.id === docId && (result[version.name] = doc)));
    return result;
  };
  for (const id of ['intro', 'install', 'missing']) {
    expect(alternateDocs(data, id)).toEqual(scan(id));
  }
  // A caller that changes the result does not change the next one.
  alternateDocs(data, 'intro').current = {id: 'x', path: '/x/'};
  expect(alternateDocs(data, 'intro').current).toEqual({id: 'intro', path: '/docs/'});
});

describe("the route of an address among a docs version's routes", () => {
  const route = (path: string, options: Omit<RouteLike, 'path'> = {}): RouteLike & {path: string} => ({path, exact: true, ...options});
  const routes = [
    route('/docs/'),
    route('/docs/installation/'),
    route('/docs/api/docusaurus.config.js'),
    route('/docs/Guides/Setup/'),
    route('/docs/installation'),
    route('/docs/c++/'),
  ];
  // What React Router's walk finds: the first route `matchPath` accepts.
  const walk = (list: RouteLike[], pathname: string) => list.findIndex((candidate) => !!matchPath(pathname, candidate as never));
  const addresses = [
    '/docs/',
    '/docs',
    '/docs//',
    '/docs/installation',
    '/docs/installation/',
    '/docs/INSTALLATION/',
    '/docs/installation/x/',
    '/docs/installatio',
    '/docs/api/docusaurus.config.js/',
    '/docs/guides/setup',
    '/docs/c++/',
    '/docs/c/',
    '/',
    '',
  ];

  test.each(addresses)('%s: the same route as React Router’s walk', (pathname) => {
    expect(firstMatchingRoute(routes, pathname)).toBe(walk(routes, pathname));
    const scan = () => routes.find((candidate) => !!matchPath(pathname, candidate as never));
    expect(findDocRoute(routes, pathname, scan)).toBe(scan());
  });

  test('a list the table cannot answer is left to the walk', () => {
    for (const other of [
      route('/docs/:slug/'),
      route('/docs/x/', {exact: false}),
      route('/docs/y/', {strict: true}),
      route('/docs/z/', {sensitive: true}),
      {exact: true},
      route('/docs/café/'),
    ]) {
      expect(firstMatchingRoute([...routes, other], '/docs/installation/')).toBeUndefined();
    }
    // An address beyond ASCII may match through case folding: the walk decides.
    expect(firstMatchingRoute(routes, '/docs/inſtallation/')).toBeUndefined();
  });

  test('the docs root renders the route it found alone, with the key it had in the whole list', () => {
    const found = routes[1]!;
    expect(routesToRender(routes, '/docs/installation/')).toEqual([{...found, key: '1'}]);
    expect(routesToRender(routes, '/docs/installation/')[0]).not.toBe(found);
    // Where the walk decides, the Switch gets every route, as before.
    const withParam = [...routes, route('/docs/:slug/')];
    expect(routesToRender(withParam, '/docs/other/')).toBe(withParam);
  });

  test("a list that grows (a version's part of the route data arriving) is answered with its new routes", () => {
    const version = [route('/docs/'), route('/docs/installation/')];
    expect(firstMatchingRoute(version, '/docs/api/config/')).toBe(-1);
    version.push(route('/docs/api/'), route('/docs/api/config/'));
    expect(firstMatchingRoute(version, '/docs/api/config/')).toBe(3);
    const scan = () => version.find((candidate) => !!matchPath('/docs/api/config/', candidate as never));
    expect(findDocRoute(version, '/docs/api/config/', scan)).toBe(version[3]);
  });

  test('5,000 routes: the table is built once and answers without the walk', () => {
    const many = Array.from({length: 5000}, (_, index) => route(`/docs/generated/page-${index}/`));
    expect(firstMatchingRoute(many, '/docs/generated/page-4999')).toBe(4999);
    expect(firstMatchingRoute(many, '/docs/generated/page-5000/')).toBe(-1);
  });
});

describe('the patch', () => {
  const {patchSource, patchedFiles} = partPatcher('active-doc-lookup');
  const file = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const source = fs.readFileSync(file, 'utf8');

  test('getActiveDocContext no longer scans the docs itself', () => {
    expect(patchedFiles.some((pattern) => pattern.test(file))).toBe(true);
    const patched = patchSource(source, file);
    expect(patched).toContain('findDocByPath__adl(activeVersion.docs, pathname,');
    expect(patched).toContain('return alternateDocs__adl(data, docId);');
    expect(patched).not.toContain('version.docs.forEach((doc) => {');
  });

  test("the docs root and react-router-config's matchRoutes ask the table", () => {
    const docsUtils = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
    const patchedDocsUtils = patchSource(fs.readFileSync(docsUtils, 'utf8'), docsUtils);
    expect(patchedDocsUtils).toContain('findDocRoute__adl(docRoutes, location.pathname, () => docRoutes.find(');
    expect(patchedDocsUtils).toContain('renderRoutes(routesToRender__adl(docRoutes, location.pathname))');
    const config = require.resolve('react-router-config/esm/react-router-config.js');
    expect(patchedFiles.some((pattern) => pattern.test(config))).toBe(true);
    expect(patchSource(fs.readFileSync(config, 'utf8'), config)).toContain('var first__adl = firstMatchingRoute__adl(routes, pathname);');
  });

  test('a module laid out otherwise fails the build, naming this plugin', () => {
    expect(() => patchSource(source.replace('const activeDoc = activeVersion?.docs.find(', 'const activeDoc = activeVersion?.docs?.find('), file)).toThrow(
      /Docusaurus changed this module: update part "active-doc-lookup" of src\/framework-edits\/module-patches\/modules\/plugin-content-docs\.docsClientUtils\.cjs/,
    );
  });
});
