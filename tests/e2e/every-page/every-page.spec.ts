/**
 * Every page of the build (`npm run check:pages`, which CI runs after `npm
 * test`): the sitemap, the required routes and the not-found page, each
 * visited once under the build's serving headers. A page fails on a console
 * error, an uncaught exception, a hydration mismatch, a Content-Security-Policy
 * violation, a missing title or main heading, sideways scrolling at a
 * phone's width (320 pixels, WCAG 1.4.10), text cut short at that width or
 * at a desktop's (with a reader's wider text spacing too, WCAG 1.4.12), or
 * any axe-core violation
 * (support/axe.ts, axeTags) in light or in dark mode (support/sweep.ts).
 *
 * tests/e2e/a11y/axe.spec.ts scans pages in states a sweep does not reach
 * (menus open, filters set, search results shown).
 */
import {assertBuildExists, everyPageRoute, notFoundRoute} from '../support/site';
import {sweepRoutes} from '../support/sweep';

assertBuildExists();

sweepRoutes([...everyPageRoute(), notFoundRoute], {axe: true});
