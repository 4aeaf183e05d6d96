import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Community pages used to live in the docs; old links must keep working. */
const movedCommunityPages = ['support', 'team', 'resources'];

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
} satisfies ClientRedirectsOptions;
