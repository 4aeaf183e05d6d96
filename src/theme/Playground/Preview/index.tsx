/**
 * Replaces the theme's preview: the result is rendered by a frame of its own
 * (./ResultFrame.tsx) instead of in the page, so the page's policy needs no
 * 'unsafe-eval' (src/plugins/live-code-frame).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import ResultFrame from './ResultFrame';

export default function PlaygroundPreview(): ReactNode {
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <ResultFrame />
    </>
  );
}
