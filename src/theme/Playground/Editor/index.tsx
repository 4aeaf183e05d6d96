/**
 * Wraps the theme's editor to remount it at each Reset: it keeps the text
 * being edited in its own state, and the provider (../Provider) no longer
 * remounts the whole block.
 */
import React, {type ReactNode} from 'react';
import Editor from '@theme-original/Playground/Editor';
import type {Props} from '@theme/Playground/Editor';
import {usePlaygroundCode} from '../Provider/codeContext';

export default function EditorWrapper(props: Props): ReactNode {
  const {resets} = usePlaygroundCode();
  return <Editor key={resets} {...props} />;
}
