/**
 * One page of each layout (support/site.ts, onePagePerLayout) under the
 * build's serving headers, Content-Security-Policy included: fails on
 * anything a reader would notice, and on any accessibility violation in light
 * or dark mode (support/sweep.ts). `npm run check:pages` does the same for
 * every page; CI runs it.
 */
import {assertBuildExists, onePagePerLayout} from './support/site';
import {sweepRoutes} from './support/sweep';

assertBuildExists();

sweepRoutes(onePagePerLayout(), {axe: true});
