/**
 * On deploy previews only, logs each client-side route change (previous and
 * new location), so a reviewer can follow navigation in the console. Normal
 * builds stay silent: the flag is read at build time into customFields.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

type Place = {pathname: string; search: string; hash: string};

export function routeUpdateMessage(previous: Place, next: Place): string {
  const format = (place: Place) => `${place.pathname}${place.search}${place.hash}`;
  return `[deploy preview] route update: ${format(previous)} → ${format(next)}`;
}

const enabled = siteConfig.customFields?.isDeployPreview === true;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (enabled && previousLocation) {
      console.log(routeUpdateMessage(previousLocation, location));
    }
  },
};

export default clientModule;
