import {stripModulePaths} from './stripModulePaths.cjs';

const registry = `export default {
  "00ffe31c": [() => import(/* webpackChunkName: "00ffe31c" */ "@site/docs/api/eslint-plugin/index.mdx"), "@site/docs/api/eslint-plugin/index.mdx", require.resolveWeak("@site/docs/api/eslint-plugin/index.mdx")],
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],};
`;

test('the browser registry keeps each loader and module id and drops the module path', () => {
  const stripped = stripModulePaths(registry);
  expect(stripped).toContain(
    '"00ffe31c": [() => import(/* webpackChunkName: "00ffe31c" */ "@site/docs/api/eslint-plugin/index.mdx"), 0, require.resolveWeak("@site/docs/api/eslint-plugin/index.mdx")],',
  );
  expect(stripped).toContain(
    '"01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), 0, require.resolveWeak("@theme/BlogTagsListPage")],',
  );
  expect(stripped.match(/, 0, /g)).toHaveLength(3);
});

test('a registry in another layout fails the build and names the file', () => {
  const changed = registry.replace('"@theme/DocsRoot", require', '{path: "@theme/DocsRoot"}, require');
  expect(() => stripModulePaths(changed, '/site/.docusaurus/registry.js')).toThrow(
    '/site/.docusaurus/registry.js: 2 of 3 route registry entries have the expected layout.',
  );
});
