/**
 * Which end-to-end specs run when. `npm test` runs what a contributor must
 * pass before pushing: the specs of the pages and features that content and
 * most code changes reach, and one page of each layout swept for errors. CI
 * runs that, then the rest (`npm run test:e2e:ci`) and every page with axe
 * (`npm run check:pages`): behaviour over time (scrolling, idle work, errors,
 * the phone menu), accessibility in every state and by keyboard, offline
 * reading, and the hosted services on a build of their own (the `services`
 * project: DocSearch and the feedback board, which content changes do not
 * reach). Changing the theme, its styles, the services or the framework
 * edits? Run `npm run test:e2e:ci` too.
 */
export const ciOnlySpecs = ['a11y/**', 'behaviour/**', 'pwa.spec.ts'];

/**
 * Left out of `npm test` when CI runs it: `npm run check:pages`, which CI
 * runs next, sweeps the same pages of the same build the same way, and with
 * axe.
 */
export const sweptAgainInCi = ['smoke.spec.ts'];
