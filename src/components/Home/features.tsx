import React from 'react';

export type Feature = {
  title: string;
  description: string;
  /** Where a reader learns more. */
  to: string;
  icon: React.ReactNode;
};

/** Stroke icons drawn for the site: 24×24, currentColor, so they follow the colour mode. */
function Icon({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true">
      {children}
    </svg>
  );
}

export const features: Feature[] = [
  {
    title: 'Write in Markdown, reach for React',
    description: 'Pages are Markdown files. When prose is not enough, drop an interactive component into the same file with MDX.',
    to: '/docs/markdown-features/',
    icon: (
      <Icon>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M7 15V9l2.5 3L12 9v6M16 9v6m-2-2 2 2 2-2" />
      </Icon>
    ),
  },
  {
    title: 'Versions side by side',
    description: 'Freeze the docs at each release and keep them online next to the current ones, with a version switcher for readers.',
    to: '/docs/versioning/',
    icon: (
      <Icon>
        <path d="M12 3 3 8l9 5 9-5-9-5Z" />
        <path d="m3 12 9 5 9-5M3 16l9 5 9-5" />
      </Icon>
    ),
  },
  {
    title: 'Every language your readers speak',
    description: 'Translate docs, blog and interface strings with plain files in Git or a translation platform; each locale builds as its own site.',
    to: '/docs/i18n/introduction/',
    icon: (
      <Icon>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </Icon>
    ),
  },
  {
    title: 'Search that finds the right page',
    description: 'Plug in Algolia DocSearch or a local index. Results follow the version the reader is on, and the box opens with a keystroke.',
    to: '/docs/search/',
    icon: (
      <Icon>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </Icon>
    ),
  },
  {
    title: 'Themes and plugins, your way',
    description: 'Start from the classic theme, restyle it with CSS variables, and swap or wrap any component. Plugins add pages, data and build steps.',
    to: '/docs/swizzling/',
    icon: (
      <Icon>
        <path d="M9 3v4M15 3v4M7 7h10v4a5 5 0 0 1-10 0V7ZM12 16v5" />
      </Icon>
    ),
  },
  {
    title: 'Fast for readers and for CI',
    description: 'Every page is prerendered to static HTML, then hydrates into a single-page app that prefetches links. Rspack keeps builds quick.',
    to: '/docs/advanced/ssg/',
    icon: (
      <Icon>
        <path d="M13 3 5 13h6l-1 8 8-10h-6l1-8Z" />
      </Icon>
    ),
  },
];
