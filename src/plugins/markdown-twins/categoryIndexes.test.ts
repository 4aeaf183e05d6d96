import {categoryIndexPages} from './categoryIndexes';
import type {Sidebar} from '../../utils/sidebarDocIds';

const generatedIndex = (label: string, slug: string, extra: {title?: string; description?: string} = {}) => ({
  type: 'category' as const,
  label,
  collapsed: true,
  collapsible: true,
  link: {type: 'generated-index' as const, slug, permalink: `/docs/category/${slug}/`, ...extra},
});

test('every generated index of the sidebars, nested ones included, once each, with the title and description its page shows', () => {
  const docs: Sidebar = [
    {type: 'doc', id: 'intro'},
    {
      ...generatedIndex('Guides', 'guides', {description: 'How to build a site.'}),
      items: [
        {...generatedIndex('Deep', 'deep', {title: 'Deeper guides'}), items: [{type: 'doc', id: 'deep/a'}]},
        {type: 'category', label: 'With a doc', collapsed: true, collapsible: true, link: {type: 'doc', id: 'with-doc'}, items: []},
      ],
    },
  ];
  const api: Sidebar = [{...generatedIndex('Guides', 'guides', {description: 'How to build a site.'}), items: []}];
  expect(categoryIndexPages([docs, api])).toEqual([
    {permalink: '/docs/category/guides/', title: 'Guides', description: 'How to build a site.'},
    {permalink: '/docs/category/deep/', title: 'Deeper guides', description: undefined},
  ]);
});

test('sidebars without generated indexes have no such pages', () => {
  expect(categoryIndexPages([[{type: 'doc', id: 'intro'}]])).toEqual([]);
});
