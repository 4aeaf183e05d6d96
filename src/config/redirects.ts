import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Community pages used to live in the docs; old links must keep working. */
const movedCommunityPages = ['support', 'team', 'resources'];

/**
 * The not-found page's route: it is built as the file "404.html", not a
 * folder, so "/404" needs no redirect (a redirect page there sent readers on
 * to "/404.html/", which does not exist).
 */
const notFoundRoute = /^\/404\.html\/?$/;

/**
 * A page whose own address ends in ".html" (the test area's dummy.html doc,
 * the blog's x/y/z.html post) is built as "dummy.html/index.html". Typed
 * without the trailing slash, `docusaurus serve` (serve-handler's clean URLs)
 * strips the ".html" and redirects to "dummy/", which would be a 404: a
 * redirect page there sends the reader on to the real address.
 */
export function redirectsToHtmlRoute(existingPath: string): string[] | undefined {
  const withoutHtml = existingPath.replace(/\.html\/?$/, '');
  return withoutHtml !== existingPath && withoutHtml !== '' && !notFoundRoute.test(existingPath) ? [withoutHtml] : undefined;
}

export const clientRedirects = {
  redirects: [
    ...movedCommunityPages.map((page) => ({
      from: [`/docs/${page}`, `/docs/next/${page}`],
      to: `/community/${page}`,
    })),
    // Test redirects: exercise redirect pages at several depths.
    {from: '/home', to: '/'},
    {from: '/home/docs', to: '/docs'},
    {from: '/home/blog', to: '/blog'},
  ],
  createRedirects: redirectsToHtmlRoute,
} satisfies ClientRedirectsOptions;
