import React, {type ReactNode} from 'react';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TestPage from '@site/website-tests/components/TestPage';

type Shape = {title: string; note: string; item: Record<string, unknown>};

/** The dropdown shapes the navbar config accepts, each rendered by the theme's own navbar item. */
const shapes: Shape[] = [
  {
    title: 'Plain links',
    note: 'A label and a list of internal links.',
    item: {
      type: 'dropdown',
      label: 'Test areas',
      items: [
        {label: 'Test docs', to: '/tests/docs/admonitions'},
        {label: 'Test blog', to: '/tests/blog'},
        {label: 'Test pages', to: '/tests/pages'},
      ],
    },
  },
  {
    title: 'External links and HTML',
    note: 'External links open in a new tab with an icon; an html item draws a separator.',
    item: {
      type: 'dropdown',
      label: 'Elsewhere',
      items: [
        {label: 'Source code', href: 'https://github.com/facebook/docusaurus'},
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
      ],
    },
  },
  {
    title: 'Doc items',
    note: 'Items that point at docs by id resolve to their URLs (here in the test docs instance).',
    item: {
      type: 'dropdown',
      label: 'Test docs by id',
      items: [
        {type: 'doc', docId: 'admonitions', docsPluginId: 'docs-tests', label: 'Admonitions doc'},
        {type: 'doc', docId: 'standalone', docsPluginId: 'docs-tests', label: 'Standalone doc'},
      ],
    },
  },
  {
    title: 'Implicit type',
    note: 'With items and no type, the item is a dropdown anyway (spec §5).',
    item: {
      label: 'No type given',
      items: [{label: 'Tests landing page', to: '/tests'}],
    },
  },
  {
    title: 'Implicit type without items',
    note: 'With no items and no type, the item is a plain link.',
    item: {label: 'Plain link, no type', to: '/tests/pages'},
  },
  {
    title: 'Versions with extra entries',
    note: 'A docs version dropdown with entries added before and after the versions, one of them an html separator.',
    item: {
      type: 'docsVersionDropdown',
      dropdownItemsBefore: [{label: 'Before the versions', to: '/versions'}],
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {label: 'After the versions', to: '/versions'},
      ],
    },
  },
];

export default function NavbarDropdownTests(): ReactNode {
  return (
    <TestPage
      title="Navbar dropdown tests"
      tests="the dropdown shapes the navbar supports, rendered by the same theme component the navbar uses."
      pass="hovering or focusing each dropdown opens its menu, and every entry links where its label says.">
      {shapes.map((shape) => (
        <section key={shape.title} className="margin-bottom--lg">
          <Heading as="h2">{shape.title}</Heading>
          <p>{shape.note}</p>
          <div className="navbar">
            <div className="navbar__inner">
              <div className="navbar__items">
                <NavbarItem {...(shape.item as NavbarItemProps)} />
              </div>
            </div>
          </div>
          <CodeBlock language="json" title="Navbar item config">
            {JSON.stringify(shape.item, null, 2)}
          </CodeBlock>
        </section>
      ))}
    </TestPage>
  );
}
