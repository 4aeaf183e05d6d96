/**
 * Replaces the theme's provider, which wraps react-live's LiveProvider: that
 * one compiles and runs the code in the page, which needs 'unsafe-eval' in
 * the page's Content-Security-Policy. This one only keeps the code, for the
 * editor (../Editor) and the result frame (../Preview), which a frame of its
 * own compiles and runs (src/plugins/live-code-frame).
 *
 * Reset puts the original code back and remounts the editor, not the whole
 * block, so the frame is not loaded again.
 */
import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {PlaygroundProvider as ResetProvider} from '@docusaurus/theme-live-codeblock/client';
import type {Props} from '@theme/Playground/Provider';
import {PlaygroundCodeContext} from './codeContext';

export default function PlaygroundProvider({code: source, metastring, language = 'tsx', disabled = false, children}: Props): ReactNode {
  const original = source?.replace(/\n$/, '') ?? '';
  const [code, setCode] = useState(original);
  const [resets, setResets] = useState(0);
  const noInline = metastring?.includes('noInline') ?? false;

  const reset = useCallback(() => {
    setCode(original);
    setResets((count) => count + 1);
  }, [original]);
  const resetValue = useMemo(() => ({reset}), [reset]);
  const codeValue = useMemo(
    () => ({original, code, language, disabled, noInline, resets, onChange: setCode}),
    [original, code, language, disabled, noInline, resets],
  );

  return (
    <ResetProvider value={resetValue}>
      <PlaygroundCodeContext.Provider value={codeValue}>{children}</PlaygroundCodeContext.Provider>
    </ResetProvider>
  );
}
