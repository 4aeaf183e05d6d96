/**
 * One page of each layout (support/site.ts, onePagePerLayout) under the
 * build's serving headers, Content-Security-Policy included: fails on
 * anything a reader would notice (support/sweep.ts). `npm run check:pages`,
 * which CI runs, sweeps every page the same way and scans each with axe in
 * light and dark mode.
 */
import {assertBuildExists, onePagePerLayout} from './support/site';
import {sweepRoutes} from './support/sweep';

assertBuildExists();

sweepRoutes(onePagePerLayout());
