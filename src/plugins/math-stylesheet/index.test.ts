import type {LoadContext} from '@docusaurus/types';
import mathStylesheetPlugin, {katexChunkName} from './index';

const context = {} as LoadContext;

function browserConfig(ownChunk: boolean) {
  const plugin = mathStylesheetPlugin({ownChunk})(context);
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {optimization?: {splitChunks?: {cacheGroups?: object}}};
  return configure({module: {rules: []}}, false);
}

test('KaTeX stylesheet gets a chunk of its own when the HTML links route chunks (edits on)', () => {
  expect(browserConfig(true).optimization?.splitChunks?.cacheGroups).toHaveProperty(katexChunkName);
});

test('without the edits it stays in the stylesheet every page links, so math is styled before scripts run', () => {
  expect(browserConfig(false).optimization).toBeUndefined();
});
