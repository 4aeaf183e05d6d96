/**
 * Replaces the theme's provider, which wraps react-live's LiveProvider: that
 * one compiles and runs the code in the page, which needs 'unsafe-eval' in
 * the page's Content-Security-Policy. This one only keeps the code: the
 * editor gets what it reads from react-live's context (the original code,
 * the language, the Prism theme, the change handler), and the result frame
 * (../Preview) gets the current code, which a frame of its own compiles and
 * runs (src/plugins/live-code-frame).
 *
 * Reset puts the original code back and remounts the editor, not the whole
 * block, so the frame is not loaded again.
 */
import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {LiveContext} from 'react-live';
import {PlaygroundProvider as ResetProvider} from '@docusaurus/theme-live-codeblock/client';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/Playground/Provider';
import {PlaygroundCodeContext} from './codeContext';

const ignoreError = () => {};

export default function PlaygroundProvider({code: source, metastring, language = 'tsx', disabled = false, children}: Props): ReactNode {
  const original = source?.replace(/\n$/, '') ?? '';
  const [code, setCode] = useState(original);
  const [resets, setResets] = useState(0);
  const prismTheme = usePrismTheme();
  const noInline = metastring?.includes('noInline') ?? false;

  const reset = useCallback(() => {
    setCode(original);
    setResets((count) => count + 1);
  }, [original]);
  const resetValue = useMemo(() => ({reset}), [reset]);
  // Errors are the frame's to show: nothing runs here.
  const editorValue = useMemo(
    () => ({code: original, language, theme: prismTheme, disabled, onChange: setCode, onError: ignoreError}),
    [original, language, prismTheme, disabled],
  );
  const codeValue = useMemo(() => ({code, noInline, resets}), [code, noInline, resets]);

  return (
    <ResetProvider value={resetValue}>
      <LiveContext.Provider value={editorValue}>
        <PlaygroundCodeContext.Provider value={codeValue}>{children}</PlaygroundCodeContext.Provider>
      </LiveContext.Provider>
    </ResetProvider>
  );
}
