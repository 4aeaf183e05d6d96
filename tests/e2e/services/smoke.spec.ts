/**
 * The services build (DocSearch, the feedback board), one page of each layout
 * as the default build is (smoke.spec.ts): its Content-Security-Policy names
 * other origins, so it is checked on its own. The feedback board's script
 * comes from a stand-in (this machine may have no internet), through the same
 * policy as the real one.
 */
import {onePagePerLayout} from '../support/site';
import {sweepRoutes} from '../support/sweep';

sweepRoutes(onePagePerLayout('build-services'), {
  prepare: async (page) => {
    await page.route('https://canny.io/sdk.js', (route) => route.fulfill({contentType: 'text/javascript', body: 'window.Canny = () => {};'}));
  },
});
