/**
 * Code blocks, with the live editor loaded only where a page has one.
 *
 * The live-codeblock theme wraps CodeBlock with a component that imports the
 * Playground (react-live and its Sucrase compiler, about 53 KB gzipped)
 * statically, so every page with any code block downloaded it. This wrapper
 * replaces that one: plain blocks render the classic theme's CodeBlock, and
 * `live` blocks load the Playground on demand. The server still renders the
 * Playground into the page (the static render waits for lazy components),
 * so a live block is readable before its code arrives; it becomes editable
 * once it has.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {live?: boolean};

export default function CodeBlockWithLazyPlayground(props: CodeBlockProps): ReactNode {
  const {children} = props;
  // As in the live-codeblock theme: only a block of plain source text can be live.
  if (!props.live || (children !== undefined && typeof children !== 'string')) {
    return <CodeBlock {...props} />;
  }
  return (
    // Until the Playground's code has loaded, the reader sees the source as a plain block.
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} children={children} />
    </Suspense>
  );
}
