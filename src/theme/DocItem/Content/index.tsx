/**
 * Wraps the docs page content to put the "Copy page" menu beside the title,
 * on the pages that have a Markdown twin (src/plugins/markdown-twins).
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import {docsInstancesWithTwins} from '@site/src/utils/twinPath';
import styles from './styles.module.css';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): React.JSX.Element {
  const {metadata} = useDoc();
  const pluginId = useActivePlugin()?.pluginId;
  if (!pluginId || !docsInstancesWithTwins.includes(pluginId)) {
    return <Content {...props} />;
  }
  return (
    <div className={styles.withCopyPage}>
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </div>
  );
}
