import fs from 'node:fs';
import path from 'node:path';
import stagedStartupPlugin, {stagedClientEntry} from './index';

const coreEntry = fs.readFileSync(path.join(__dirname, '../../../../node_modules/@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
const ourEntry = fs.readFileSync(stagedClientEntry, 'utf8');

const importedModules = (source: string) => [...source.matchAll(/(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g)].map((match) => match[1]);

test("the staged entry starts every module Docusaurus's client entry imports", () => {
  // If Docusaurus's entry gains an import or changes how it starts the app, this entry must follow.
  const coreImports = importedModules(coreEntry).map((name) => (name.startsWith('./') ? `@docusaurus/core/lib/client/${name.slice(2)}` : name));
  expect(coreImports).toEqual([
    'react',
    'react-dom/client',
    'react-helmet-async',
    'react-router-dom',
    '@generated/docusaurus.config',
    '@docusaurus/core/lib/client/exports/ExecutionEnvironment',
    '@docusaurus/core/lib/client/App',
    '@docusaurus/core/lib/client/preload',
    '@docusaurus/core/lib/client/docusaurus',
  ]);
  const ours = importedModules(ourEntry);
  for (const name of coreImports.filter((name) => !name.endsWith('/ExecutionEnvironment'))) {
    expect(ours).toContain(name);
  }
  for (const step of [
    'preload(window.location.pathname)',
    'startTransition(renderApp)',
    'ReactDOM.hydrateRoot(container, app',
    'window.docusaurus = docusaurus',
  ]) {
    expect(coreEntry).toContain(step);
    expect(ourEntry).toContain(step);
  }
});

test('only the production browser build uses it', () => {
  const configure = (isServer: boolean) => stagedStartupPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);
  const before = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    expect(configure(false)).toEqual({entry: stagedClientEntry});
    expect(configure(true)).toEqual({});
    process.env.NODE_ENV = 'development';
    expect(configure(false)).toEqual({});
  } finally {
    process.env.NODE_ENV = before;
  }
});
