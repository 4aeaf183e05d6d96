/**
 * `@route-shards/loader` where the route table is whole: the stock build, the
 * dev server and the server build. The edited browser build loads the table
 * in shards instead (src/framework-edits/route-shards/routeLoader.ts).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';

export function ensureRoutesFor(_pathname: string): Promise<void> {
  return Promise.resolve();
}

export function isExactRoute(pathname: string): boolean {
  return matchRoutes(routes, pathname).some(({route}) => route.exact === true);
}

export const routesVersion = (): number => 0;
