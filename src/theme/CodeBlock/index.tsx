/**
 * Code blocks, with the live editor loaded only where a page has one.
 *
 * The live-codeblock theme wraps CodeBlock with a component that imports the
 * Playground statically, so every page with any code block downloaded it
 * (with the theme's own editor, that meant react-live and its Sucrase
 * compiler: the largest chunk of a page with code). This wrapper
 * replaces that one: plain blocks render the classic theme's CodeBlock, and
 * `live` blocks load the Playground on demand. The server still renders the
 * Playground into the page (the static render waits for lazy components),
 * so a live block is readable before its code arrives; it becomes editable
 * once it has.
 *
 * It also renders the classic theme's block content itself, to leave out one
 * thing that theme's CodeBlock does: remount every block (and highlight its
 * code again) right after hydration, so that the Prism colours of a dark-mode
 * reader replace the light ones rendered on the server. A plain re-render does
 * that as well: the colour mode is the default during hydration, and when it
 * changes React updates the styles it rendered. The remount made a long task
 * on every page with code.
 */
import React, {isValidElement, lazy, Suspense, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {live?: boolean};

/** As the classic theme: children made one string when they are all text, so the copy button can copy them. */
function maybeStringify(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlock({children: rawChildren, ...props}: CodeBlockProps): ReactNode {
  const children = maybeStringify(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}

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
