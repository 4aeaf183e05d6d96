/**
 * Shows the custom props the sidebar carries for the current doc and for the
 * category around it, as the browser receives them, so a reader can check
 * that `sidebar_custom_props` and `customProps` survive the build.
 */
import React, {type ReactNode} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

type Found = {own?: Record<string, unknown>; parent?: {label: string; props?: Record<string, unknown>}};

function findProps(items: PropSidebarItem[], docId: string, parent?: Found['parent']): Found | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === docId) {
      return {own: item.customProps, parent};
    }
    if (item.type === 'category') {
      const found = findProps(item.items, docId, {label: item.label, props: item.customProps});
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

function PropsTable({caption, props}: {caption: string; props?: Record<string, unknown>}): ReactNode {
  if (!props || Object.keys(props).length === 0) {
    return <p>{caption}: none.</p>;
  }
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th>Prop</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(props).map(([key, value]) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{JSON.stringify(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function SidebarCustomProps(): ReactNode {
  const sidebar = useDocsSidebar();
  const {metadata} = useDoc();
  const found = sidebar ? findProps(sidebar.items, metadata.id) : undefined;
  if (!found) {
    return <p>This doc is not in a sidebar, so it has no sidebar custom props.</p>;
  }
  return (
    <div data-testid="sidebar-custom-props">
      <PropsTable caption="Props of this doc" props={found.own} />
      {found.parent && <PropsTable caption={`Props of the category "${found.parent.label}"`} props={found.parent.props} />}
    </div>
  );
}
