/**
 * The live block's code as the reader has it now, for the result frame
 * (../Preview), and the count of resets, which also remounts the editor
 * (../Editor).
 */
import {createContext, useContext} from 'react';

export type PlaygroundCode = {
  code: string;
  noInline: boolean;
  resets: number;
};

export const PlaygroundCodeContext = createContext<PlaygroundCode | null>(null);

export function usePlaygroundCode(): PlaygroundCode {
  const value = useContext(PlaygroundCodeContext);
  if (!value) {
    throw new Error('usePlaygroundCode is only available inside the Playground provider.');
  }
  return value;
}
