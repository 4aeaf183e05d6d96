import type {LoadContext} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import mathStylesheetPlugin, {katexStylesheet} from './index';

type Configure = (config: {module: {rules: RuleSetRule[]}}, isServer: boolean) => {module: {rules: RuleSetRule[]}};

const katexFont = '/site/node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2';
const siteFont = '/site/static/fonts/Inter.woff2';

test("KaTeX's fonts skip the site's inlining font rule and are emitted as files", () => {
  const fontRule: RuleSetRule = {test: /\.(woff2?|eot|ttf|otf)$/i, use: ['url-loader']};
  const configure = mathStylesheetPlugin({} as LoadContext).configureWebpack as unknown as Configure;
  const added = configure({module: {rules: [fontRule]}}, false);
  const excluded = [fontRule.exclude].flat() as RegExp[];
  expect(excluded.some((pattern) => pattern.test(katexFont))).toBe(true);
  expect(excluded.some((pattern) => pattern.test(siteFont))).toBe(false);
  const [fileRule] = added.module.rules;
  expect((fileRule!.test as RegExp).test(katexFont)).toBe(true);
  expect(JSON.stringify(fileRule!.use)).toContain('file-loader');
});

test('the stylesheet is the one of the KaTeX that rehype-katex renders with', () => {
  const rendererKatex = require.resolve('katex/package.json', {paths: [require.resolve('rehype-katex')]});
  expect(katexStylesheet).toBe(require.resolve('katex/dist/katex.min.css', {paths: [rendererKatex]}));
});
