/**
 * The showcase tags, in the order the filters list them. The colours come
 * with the showcase data and also paint the tag chips of the preview cards.
 */
export const tagKeys = ['favorite', 'opensource', 'product', 'design', 'i18n', 'versioning', 'large', 'meta', 'personal', 'rtl'] as const;

export type TagKey = (typeof tagKeys)[number];

export type Tag = {
  label: string;
  /** One sentence shown as a tooltip on the tag's chips and checkbox. */
  description: string;
  /** A CSS hex colour (#rrggbb). */
  color: string;
};

export const tags: Record<TagKey, Tag> = {
  favorite: {
    label: 'Favorite',
    description: 'Sites the Docusaurus team especially likes. They come first on this page.',
    color: '#e9669e',
  },
  opensource: {
    label: 'Open source',
    description: 'The source code of the site itself is public, so you can see how it was made.',
    color: '#39ca30',
  },
  product: {
    label: 'Product',
    description: 'Sites that present or document a product or a service.',
    color: '#dfd545',
  },
  design: {
    label: 'Design',
    description: 'Sites whose look goes well beyond the default theme.',
    color: '#a44fb7',
  },
  i18n: {
    label: 'I18n',
    description: 'Sites published in more than one language.',
    color: '#127f82',
  },
  versioning: {
    label: 'Versioning',
    description: 'Sites that keep the docs of several releases side by side.',
    color: '#fe6829',
  },
  large: {
    label: 'Large',
    description: 'Big sites, with a lot of pages.',
    color: '#8c2f00',
  },
  meta: {
    label: 'Meta',
    description: 'Sites of Meta projects and teams.',
    color: '#4267b2',
  },
  personal: {
    label: 'Personal',
    description: 'Blogs, wikis and portfolios run by one person.',
    color: '#14cfc3',
  },
  rtl: {
    label: 'RTL',
    description: 'Sites in a language written from right to left, such as Persian or Arabic.',
    color: '#ffcfc3',
  },
};
