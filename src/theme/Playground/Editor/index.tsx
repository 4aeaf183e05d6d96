/**
 * Replaces the theme's editor, which is react-live's. react-live is one
 * module that also imports Sucrase, its compiler, and this site compiles the
 * reader's code only in the result frame (src/plugins/live-code-frame): with
 * react-live's editor, every page with a live block downloaded and ran the
 * compiler for nothing (PERFORMANCE.md, "Live code blocks").
 *
 * The same editor, made of the same two pieces: Prism's highlighting, as in
 * every code block, and use-editable, which lets the reader type into it.
 * Reset remounts it (the count of resets is its key), as it keeps the text
 * being edited in its own state.
 */
import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {useEditable} from 'use-editable';
import Translate from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import PlaygroundHeader from '@theme/Playground/Header';
import ResetButton from '@theme/Playground/Buttons/ResetButton';
import {usePlaygroundCode} from '../Provider/codeContext';
import styles from './styles.module.css';

function CodeEditor({
  initial,
  language,
  disabled,
  onChange,
}: {
  initial: string;
  language: string;
  disabled: boolean;
  onChange: (code: string) => void;
}): ReactNode {
  const editable = useRef<HTMLPreElement>(null);
  const [code, setCode] = useState(initial);
  const prismTheme = usePrismTheme();
  useEditable(
    editable,
    (text) => {
      // use-editable's text ends with the line break that follows the last line.
      const edited = text.slice(0, -1);
      setCode(edited);
      onChange(edited);
    },
    {disabled, indentation: 2},
  );
  return (
    <Highlight code={code} language={language} theme={prismTheme}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre ref={editable} className={clsx(className, styles.editable)} style={style} spellCheck={false}>
          {tokens.map((line, lineIndex) => (
            <span key={lineIndex} {...getLineProps({line})}>
              {line
                .filter((token) => !token.empty)
                .map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}

export default function PlaygroundEditor(): ReactNode {
  const {original, language, disabled, resets, onChange} = usePlaygroundCode();
  return (
    <>
      <PlaygroundHeader buttons={<ResetButton />}>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      <div className={styles.playgroundEditor}>
        <CodeEditor key={resets} initial={original} language={language} disabled={disabled} onChange={onChange} />
      </div>
    </>
  );
}
