/**
 * Visits every built page (the sitemap plus the required routes) under the
 * build's serving headers, Content-Security-Policy included, and fails on
 * anything a reader would notice (support/sweep.ts).
 */
import {assertBuildExists, everyPageRoute} from './support/site';
import {sweepRoutes} from './support/sweep';

assertBuildExists();

sweepRoutes(everyPageRoute());
