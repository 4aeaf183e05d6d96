/**
 * A Markdown table's header cell. An empty one (the corner of a table whose
 * rows and columns both have headings, `| | A | B |`) heads nothing, so it is
 * a plain cell: screen readers would otherwise announce an unnamed header.
 */
import React, {Children, type ComponentProps, type ReactNode} from 'react';

function isBlank(children: ReactNode): boolean {
  return Children.toArray(children).every((child) => typeof child === 'string' && child.trim() === '');
}

export default function TableHeaderCell(props: ComponentProps<'th'>): ReactNode {
  return isBlank(props.children) ? <td {...props} /> : <th {...props} />;
}
