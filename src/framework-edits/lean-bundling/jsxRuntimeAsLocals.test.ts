import {execFileSync} from 'node:child_process';
import path from 'node:path';
import jsxRuntimeAsLocals from './jsxRuntimeAsLocals.cjs';

const loaderFile = require.resolve('./jsxRuntimeAsLocals.cjs');
const siteDir = '/site';

/** Runs the loader on `source` as Rspack would, after the MDX loader, for docs/guide.mdx. */
function run(source: string) {
  const dependencies: string[] = [];
  const context = {
    resourcePath: path.join(siteDir, 'docs/guide.mdx'),
    addDependency: (file: string) => dependencies.push(file),
    getOptions: () => ({siteDir}),
  };
  return {output: jsxRuntimeAsLocals.call(context, source), dependencies};
}

/**
 * What the installed MDX compiler writes for `mdx`, with the provider Docusaurus
 * sets. In a child Node process: @mdx-js/mdx is ECMAScript-only and this test
 * runs as CommonJS.
 */
function compiled(mdx: string) {
  const script = `import {compile} from '@mdx-js/mdx';
process.stdout.write(String(await compile(process.argv[1], {providerImportSource: '@mdx-js/react'})));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, mdx], {cwd: __dirname, encoding: 'utf8'});
}

/**
 * Evaluates a compiled page and returns the element tree its content builds,
 * with a stand-in JSX runtime; `importLine` is the page's runtime import, and
 * the named import is read as a module would bind it, before any statement.
 */
function render(moduleCode: string, importLine: string) {
  const runtime = {
    Fragment: 'Fragment',
    jsx: (type: unknown, props: unknown) => ({jsx: type, props}),
    jsxs: (type: unknown, props: unknown) => ({jsxs: type, props}),
  };
  const named = /^import \{([^}]*)\} from "react\/jsx-runtime";$/.exec(importLine);
  const hoisted = named
    ? named[1].split(',').map((specifier) => {
        const [imported, local] = specifier.trim().split(' as ');
        return `const ${local} = runtime.${imported};`;
      })
    : [];
  const body = moduleCode
    .replace(importLine, named ? '' : 'const _jsxRuntime = runtime;')
    .replace('import {useMDXComponents as _provideComponents} from "@mdx-js/react";', 'const _provideComponents = () => ({});')
    .replace('export default function MDXContent', 'return function MDXContent')
    .replace(/^export /gm, '');
  return JSON.stringify(new Function('runtime', [...hoisted, body].join('\n'))(runtime)());
}

test('a compiled page imports the JSX runtime once and calls its functions through local names', () => {
  const source = compiled('# Title\n\nSome *text* with a [link](/docs/).\n\n<>fragment</>\n');
  expect(source).toContain('import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";');
  const {output, dependencies} = run(source);
  expect(output).not.toMatch(/import \{[^}]*\} from "react\/jsx-runtime"/);
  expect(output).toContain('import * as _jsxRuntime from "react/jsx-runtime";\nconst {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = _jsxRuntime;');
  // Everything else is the compiler's text, and the page builds the same elements.
  expect(output.replace(/import \* as _jsxRuntime[^\n]*\n[^\n]*\n/, '')).toBe(source.replace(/import \{[^}]*\} from "react\/jsx-runtime";\n/, ''));
  const namedImport = 'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";';
  const tree = render(output, 'import * as _jsxRuntime from "react/jsx-runtime";');
  expect(tree).toBe(render(source, namedImport));
  expect(tree).toContain('{"jsx":"h1"');
  expect(tree).toContain('{"jsx":"Fragment"');
  expect(dependencies).toEqual([loaderFile]);
});

test('a page that uses only some of the runtime gets only those names', () => {
  const {output} = run(compiled('Just one paragraph.\n'));
  expect(output).toMatch(/^const \{jsx: _jsx\} = _jsxRuntime;$/m);
});

test('a module without the JSX runtime is left as it is', () => {
  const partial = 'export const frontMatter = {};\nexport default function MDXContent() { return null; }\n';
  expect(run(partial).output).toBe(partial);
});

test('a JSX runtime import in a form the loader does not know fails the build, naming the file and the loader', () => {
  expect(() => run("import {jsx as _jsx} from 'react/jsx-runtime';\n")).toThrow(
    'src/framework-edits/lean-bundling/jsxRuntimeAsLocals.cjs: docs/guide.mdx imports the JSX runtime in a form it does not know.',
  );
});
