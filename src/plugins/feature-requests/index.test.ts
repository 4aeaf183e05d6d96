import type {LoadContext, RouteConfig} from '@docusaurus/types';
import featureRequestsPlugin from './index';

async function routesFor(baseUrl: string): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const plugin = featureRequestsPlugin({baseUrl} as LoadContext);
  await plugin.contentLoaded!({
    content: undefined,
    actions: {addRoute: (route: RouteConfig) => routes.push(route)} as never,
  });
  return routes;
}

test('serves /feature-requests/ and every sub-path with one non-exact route', async () => {
  expect(await routesFor('/')).toEqual([expect.objectContaining({path: '/feature-requests/', exact: false})]);
});

test('respects the base URL', async () => {
  const [route] = await routesFor('/preview/');
  expect(route.path).toBe('/preview/feature-requests/');
});
