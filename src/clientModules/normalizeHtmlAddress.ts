/**
 * Spec §8: an address ending in "/index.html" or ".html" stands for the page
 * without it, unless a route has exactly that address (the test area's
 * dummy.html doc). A host that serves "showcase/index.html" as it is, without
 * redirecting, used to break the first render: Docusaurus preloads the code
 * of the raw address (which only the not-found route matches) but renders
 * the normalised one, so the page showed twice or failed to hydrate.
 *
 * This module runs when the bundle is evaluated, before that preload, and
 * swaps the address for its canonical form in place (no reload, no history
 * entry). The reader sees the page's real address, and the app hydrates the
 * page the server sent.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isExactRoute} from '@route-shards/loader';
import {canonicalHtmlPath} from '../utils/canonicalHtmlPath';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalHtmlPath(pathname, {isExactRoute, trailingSlash: siteConfig.trailingSlash});
  if (canonical !== undefined) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
