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
import React, {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {useEditable} from 'use-editable';
import Translate, {translate} from '@docusaurus/Translate';
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
  const hintId = useId();
  // Tab indents; after Escape, Tab leaves the editor, so the keyboard is never trapped in it.
  const leaving = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && leaving.current) {
      // use-editable listens on window: stopping the event here lets the browser move the focus.
      event.stopPropagation();
    }
    leaving.current = event.key === 'Escape' || (leaving.current && ['Shift', 'Tab'].includes(event.key));
  };
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
    <>
      <Highlight code={code} language={language} theme={prismTheme}>
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre
            ref={editable}
            className={clsx(className, styles.editable)}
            style={style}
            spellCheck={false}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- use-editable makes the <pre> editable: the textbox role says so to assistive technology
            role="textbox"
            aria-multiline="true"
            aria-readonly={disabled}
            aria-label={translate({id: 'theme.Playground.editorLabel', message: 'Live code', description: 'The accessible name of a live code block editor'})}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Back in the editor, Tab indents again.
              leaving.current = false;
            }}>
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
      <p id={hintId} className={styles.keyboardHint} data-pagefind-ignore>
        <Translate id="theme.Playground.editorKeyboardHint" description="How to leave a live code block editor with the keyboard, shown while it has the focus">
          Tab indents the code. To move on, press Escape, then Tab.
        </Translate>
      </p>
    </>
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
