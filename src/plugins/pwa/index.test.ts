import type {LoadContext} from '@docusaurus/types';
import pwaPlugin from './index';

// `npm start` runs outside production, where @docusaurus/plugin-pwa turns
// itself off by returning null: the wrapper must pass that through, not crash.
test('outside production the wrapper, like the plugin, does nothing', () => {
  expect(process.env.NODE_ENV).not.toBe('production');
  const plugin = (pwaPlugin() as unknown as (context: LoadContext, options: object) => unknown)(
    {baseUrl: '/', siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext,
    {injectManifestConfig: {}, offlineModeActivationStrategies: ['queryString'], pwaHead: []},
  );
  expect(plugin).toBeNull();
});
