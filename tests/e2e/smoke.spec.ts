/**
 * Visits every built page (the sitemap plus the required routes) under the
 * build's serving headers, Content-Security-Policy included, and fails on
 * anything a reader would notice (support/sweep.ts).
 */
import {resolveBaseUrl} from '../../src/config/site';
import {assertBuildExists, builtRequiredRoutes, sitemapRoutes} from './support/site';
import {sweepRoutes} from './support/sweep';

assertBuildExists();

sweepRoutes([...new Set([...sitemapRoutes(resolveBaseUrl()), ...builtRequiredRoutes()])].sort());
