import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
// The shell commands below need the bash grammar, which pages load only where used.
import '../../utils/bashGrammar';
import {canaryRelease} from '@site/src/data/canary';
import {defaultPackages, installCommand} from '../../utils/installCommand';

export interface CanaryVersionProps {
  /** The @docusaurus packages your site depends on. */
  readonly packages?: readonly string[];
}

/**
 * Shows how to install the canary channel next to the latest stable release,
 * using the facts in `src/data/canary.ts`.
 */
export default function CanaryVersion({packages = defaultPackages}: CanaryVersionProps): ReactNode {
  const {latestStable, nextVersion, distTag, checkedOn} = canaryRelease;

  return (
    <div>
      <p>
        Latest stable release: <strong>{latestStable}</strong>. Canary builds are previews of <strong>{nextVersion}</strong>, published under the{' '}
        <code>{distTag}</code> dist-tag (checked on {checkedOn}).
      </p>
      <CodeBlock language="bash" title="Try the canary">
        {installCommand(packages, distTag)}
      </CodeBlock>
      <CodeBlock language="bash" title="Go back to the latest stable release">
        {installCommand(packages, latestStable)}
      </CodeBlock>
    </div>
  );
}
