import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
// The shell commands below need the bash grammar, which pages load only where used.
import 'prismjs/components/prism-bash';
import {canaryRelease} from '@site/src/data/canary';

export interface CanaryVersionProps {
  /** The @docusaurus packages your site depends on. */
  readonly packages?: readonly string[];
}

const defaultPackages = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
] as const;

function installCommand(packages: readonly string[], version: string): string {
  const specs = packages.map((name) => `${name}@${version}`);
  return `npm install ${specs.join(' ')}`;
}

/**
 * Shows how to install the canary channel next to the latest stable release,
 * using the facts in `src/data/canary.ts`.
 */
export default function CanaryVersion({
  packages = defaultPackages,
}: CanaryVersionProps): ReactNode {
  const {latestStable, nextVersion, distTag, checkedOn} = canaryRelease;

  return (
    <div>
      <p>
        Latest stable release: <strong>{latestStable}</strong>. Canary builds
        are previews of <strong>{nextVersion}</strong>, published under the{' '}
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
