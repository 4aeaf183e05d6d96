/**
 * A live block's code, shared by its editor (../Editor) and its result frame
 * (../Preview): the code as the page wrote it and as the reader has it now,
 * and the count of resets, which also remounts the editor.
 */
import {createContext, useContext} from 'react';

export type PlaygroundCode = {
  /** The code as the page wrote it, which Reset puts back. */
  original: string;
  /** The code as the reader has it now. */
  code: string;
  language: string;
  disabled: boolean;
  noInline: boolean;
  resets: number;
  onChange: (code: string) => void;
};

export const PlaygroundCodeContext = createContext<PlaygroundCode | null>(null);

export function usePlaygroundCode(): PlaygroundCode {
  const value = useContext(PlaygroundCodeContext);
  if (!value) {
    throw new Error('usePlaygroundCode is only available inside the Playground provider.');
  }
  return value;
}
