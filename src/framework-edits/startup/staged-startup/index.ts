/**
 * The browser build starts from ./clientEntry.tsx, which runs Docusaurus's
 * client entry in several tasks instead of one (see that file). The server
 * build and the dev server keep Docusaurus's entry.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const stagedClientEntry = path.join(__dirname, 'clientEntry.tsx');

export default function stagedStartupPlugin(): Plugin {
  return {
    name: 'staged-startup',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {entry: stagedClientEntry};
    },
  };
}
