import type {LoadContext, RouteConfig} from '@docusaurus/types';
import liveCodeFramePlugin from './index';
import {liveCodeFolder} from './folder';

async function routesFor(baseUrl: string): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  await liveCodeFramePlugin({baseUrl} as LoadContext).contentLoaded!({
    content: undefined,
    actions: {addRoute: (route: RouteConfig) => routes.push(route)} as never,
  });
  return routes;
}

test("the frame's page is one exact route in its own top-level folder, under the base URL", async () => {
  expect(await routesFor('/')).toEqual([expect.objectContaining({path: `/${liveCodeFolder}/`, exact: true})]);
  expect((await routesFor('/preview/'))[0]!.path).toBe(`/preview/${liveCodeFolder}/`);
});
