/**
 * Adds /feature-requests/ as a NON-exact route (spec §2): the page renders
 * for every sub-path too, so links into a hosted feedback board's own URLs
 * (/feature-requests/p/some-idea/) land on the same page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

export const featureRequestsPath = 'feature-requests';

export default function featureRequestsPlugin(context: LoadContext): Plugin {
  return {
    name: 'feature-requests',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, featureRequestsPath, '/']),
        exact: false,
        component: '@site/src/plugins/feature-requests/FeatureRequestsPage',
      });
    },
  };
}
