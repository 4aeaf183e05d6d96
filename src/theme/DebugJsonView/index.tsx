/**
 * The JSON tree of the debug pages (/__docusaurus/debug/config/, globalData…).
 * Replaces the debug plugin's view only for its colours: its purple booleans
 * and grey `undefined` reached 2.7:1 and 4.0:1 on the dark panel, below the
 * 4.5:1 that WCAG AA asks of text. Which nodes start expanded is unchanged.
 */
import React, {type ReactNode} from 'react';
import {JsonView, defaultStyles} from 'react-json-view-lite';
import type {Props} from '@theme/DebugJsonView';
import styles from './styles.module.css';

const readableStyles: typeof defaultStyles = {
  ...defaultStyles,
  noQuotesForStringValues: false,
  container: styles.container,
  basicChildStyle: styles.child,
  childFieldsContainer: styles.children,
  label: styles.label,
  punctuation: styles.plain,
  otherValue: styles.plain,
  nullValue: styles.null,
  undefinedValue: styles.undefined,
  stringValue: styles.string,
  booleanValue: styles.boolean,
  numberValue: styles.number,
  expandIcon: styles.expand,
  collapseIcon: styles.collapse,
  collapsedContent: styles.collapsed,
};

/** Arrays of a few items open; objects open down to `collapseDepth`. */
function startsExpanded(collapseDepth: number | undefined) {
  return (level: number, value: unknown) => (Array.isArray(value) ? value.length < 5 : collapseDepth !== undefined && level < collapseDepth);
}

export default function DebugJsonView({src, collapseDepth}: Props): ReactNode {
  return <JsonView data={src as object} shouldExpandNode={startsExpanded(collapseDepth)} style={readableStyles} />;
}
