/**
 * What the test area holds, in one list: the /tests landing page renders it
 * and the end-to-end specs check that every entry is built and linked.
 * Paths are site routes without the trailing slash.
 */
export type CatalogEntry = {
  path: string;
  title: string;
  /** One line on what the page exercises. */
  exercises: string;
};

export type CatalogArea = {
  id: 'docs' | 'blog' | 'pages' | 'debug';
  title: string;
  path: string;
  summary: string;
  entries: CatalogEntry[];
};

const tocVariants = ['2-2', '2-3', '2-4', '2-5', '3-5', '3-_', '4-5', '5-5', '_-5', '_-_'];

export const catalog: CatalogArea[] = [
  {
    id: 'docs',
    title: 'Test docs',
    path: '/tests/docs',
    summary: 'A docs instance of its own (docs-tests) with two sidebars, tags, drafts and unlisted docs.',
    entries: [
      {path: '/tests/docs', title: 'Main doc', exercises: 'An unlisted main doc: banner, noindex, no sidebar entry.'},
      {path: '/tests/docs/admonitions', title: 'Admonitions', exercises: 'Every admonition keyword, custom titles and nesting.'},
      {path: '/tests/docs/custom-props', title: 'Custom props', exercises: 'Sidebar custom props of a doc and its category, read in the browser.'},
      {path: '/tests/docs/img-tests', title: 'Image tests', exercises: 'Relative, static, spaced, linked, JSX and responsive images.'},
      {
        path: '/tests/docs/category/category-links',
        title: 'Category links',
        exercises: 'index.md, README.md, folder-name, custom and generated category pages, and none.',
      },
      {
        path: '/tests/docs/visibility/overview',
        title: 'Visibility',
        exercises: 'Nine drafts that are never built and unlisted docs that are built but hidden.',
      },
      {path: '/tests/docs/visibility/draft-lookup', title: 'Draft lookup', exercises: 'Looking up a draft doc by id returns nothing instead of failing.'},
      {path: '/tests/docs/tags', title: 'Tags', exercises: 'Tag index and tag pages, a custom permalink, a label with a space; no sidebar.'},
      ...tocVariants.map((variant) => ({
        path: `/tests/docs/toc/toc-${variant}`,
        title: `TOC ${variant}`,
        exercises: `Table of contents from level ${variant.split('-')[0].replace('_', 'default')} to ${variant.split('-')[1].replace('_', 'default')}.`,
      })),
      {path: "/tests/docs/awkward/it's-an-apostrophe", title: 'Apostrophe in the path', exercises: 'A URL with a quote character.'},
      {path: '/tests/docs/awkward/café-crème-naïve', title: 'Non-ASCII path', exercises: 'A URL with accented letters, percent-encoded by the browser.'},
      {
        path: '/tests/docs/awkward/folder with space/inside-a-spaced-folder',
        title: 'Folder with a space',
        exercises: 'A space in a folder name, served as %20.',
      },
      {path: '/tests/docs/awkward/case-sensitivity/MixedCaseName', title: 'Case-sensitive names', exercises: 'Upper and lower case kept in the URL.'},
      {path: '/tests/docs/dummy.html', title: 'A slug ending in .html', exercises: 'A doc served at dummy.html/ with trailing slashes on.'},
      {path: '/tests/docs/standalone', title: 'Standalone doc', exercises: 'A doc in no sidebar.'},
    ],
  },
  {
    id: 'blog',
    title: 'Test blog',
    path: '/tests/blog',
    summary: 'A blog instance of its own (blog-tests) with 3 posts a page, so every list paginates.',
    entries: [
      {path: '/tests/blog', title: 'Post list', exercises: 'Six list pages of three posts, the sidebar listing every post.'},
      {path: '/tests/blog/archive', title: 'Archive', exercises: 'Every listed post by year; no unlisted or draft post.'},
      {path: '/tests/blog/tags', title: 'Tags', exercises: 'Tag index with long labels; paginated tag pages.'},
      {path: '/tests/blog/tags/paginated-tag', title: 'Paginated tag', exercises: 'A tag whose posts fill four pages.'},
      {path: '/tests/blog/2024/03/15/footnotes', title: 'Footnotes', exercises: 'Footnote references and back-links.'},
      {
        path: '/tests/blog/2024/03/01/mdx-in-the-feed',
        title: 'MDX in the feed',
        exercises: 'JSX and expressions rendered in the page and in the RSS and Atom feeds.',
      },
      {path: '/tests/blog/2024/01/15/four-authors', title: 'Four authors', exercises: 'Several authors under one title.'},
      {path: '/tests/blog/2024/04/20/no-author', title: 'No author', exercises: 'A post without a byline.'},
      {path: '/tests/blog/x/y/z.html', title: 'Deep .html slug', exercises: 'A post at x/y/z.html/.'},
      {path: '/tests/blog/unlisted-post', title: 'Unlisted post', exercises: 'Built and reachable, but with a banner, noindex and no list entry.'},
    ],
  },
  {
    id: 'pages',
    title: 'Test pages',
    path: '/tests/pages',
    summary: 'A pages instance of its own (pages-tests): React, Markdown and MDX pages, one feature each.',
    entries: [
      {path: '/tests/pages', title: 'Test pages index', exercises: 'The index page of the pages instance.'},
      {path: '/tests/pages/analytics', title: 'Analytics', exercises: 'No tracking script loads, and event code copes with that.'},
      {path: '/tests/pages/code-block-tests', title: 'Code blocks', exercises: 'Titles, line numbers, highlighting, long lines, live editors, npm2yarn.'},
      {path: '/tests/pages/crashTest', title: 'Crash test', exercises: 'A render crash shows "This page crashed." with the error chain.'},
      {path: '/tests/pages/diagrams', title: 'Diagrams', exercises: 'Mermaid flowchart, sequence and state diagrams.'},
      {path: '/tests/pages/embeds', title: 'Embeds', exercises: 'Iframes and video that load only when needed and degrade offline.'},
      {path: '/tests/pages/error-boundary-tests', title: 'Error boundaries', exercises: 'Nested boundaries: each crash stays in its own box and recovers.'},
      {path: '/tests/pages/head-metadata', title: 'Head metadata', exercises: 'Front matter and <head> tags in MDX reach the document head.'},
      {path: '/tests/pages/hydration-tests', title: 'Hydration', exercises: 'Browser-only values rendered without hydration mismatches.'},
      {path: '/tests/pages/layout-no-children', title: 'Layout without children', exercises: 'The theme layout renders with nothing inside it.'},
      {path: '/tests/pages/link-tests', title: 'Links', exercises: 'Relative, absolute, anchor, external, static-file and query-string links.'},
      {
        path: '/tests/pages/markdown-tests-md',
        title: 'Markdown (CommonMark)',
        exercises: 'A .md page parsed as CommonMark, where braces and HTML comments are plain.',
      },
      {path: '/tests/pages/markdown-tests-mdx', title: 'Markdown (MDX)', exercises: 'GFM, math, heading ids, details, imports and expressions in MDX.'},
      {path: '/tests/pages/navbar-dropdown-tests', title: 'Navbar dropdowns', exercises: 'The dropdown shapes the navbar supports.'},
      {path: '/tests/pages/page-toc-tests', title: 'Page TOC', exercises: 'A table of contents on a Markdown page, with its own levels.'},
      {path: '/tests/pages/react-18', title: 'React 18+ features', exercises: 'Transitions, deferred values, Suspense and useId.'},
      {path: '/tests/pages/seo', title: 'SEO', exercises: 'Title, description, canonical URL, Open Graph and structured data.'},
      {path: '/tests/pages/tabs-tests', title: 'Tabs', exercises: 'Synced groups, query-string tabs, defaults, lazy and nested tabs.'},
      {path: '/tests/pages/unlisted', title: 'Unlisted page', exercises: 'A page with the unlisted banner and noindex, out of the sitemap.'},
      {path: '/tests/pages/z-index-tests', title: 'Stacking', exercises: 'Sticky and high z-index content stays under the navbar.'},
    ],
  },
  {
    id: 'debug',
    title: 'Debug panels',
    path: '/__docusaurus/debug',
    summary: 'The debug plugin, on in production builds too: what the build knows about the site.',
    entries: [
      {path: '/__docusaurus/debug/config', title: 'Config', exercises: 'The resolved site configuration.'},
      {path: '/__docusaurus/debug/metadata', title: 'Metadata', exercises: 'Versions of Docusaurus, its plugins and Node.js.'},
      {path: '/__docusaurus/debug/registry', title: 'Registry', exercises: 'The code-split modules, rendered in the browser only.'},
      {path: '/__docusaurus/debug/routes', title: 'Routes', exercises: 'Every route and the component it renders.'},
      {path: '/__docusaurus/debug/content', title: 'Content', exercises: 'The content each plugin instance loaded.'},
      {path: '/__docusaurus/debug/globalData', title: 'Global data', exercises: 'The data plugins share with every page.'},
    ],
  },
];
