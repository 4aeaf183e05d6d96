/**
 * Bundles the server build after the client build instead of beside it.
 *
 * `docusaurus build` hands both configurations to one multi-compiler, which
 * runs them at the same time. On two cores that buys no time (both are
 * CPU-bound), but the two compilations' memory adds up: with 5,000 added
 * docs, bundling peaked at 5.1 GB side by side and 3.9 GB one after the
 * other, in 104 and 107 s (README, "Site size"). The bundler's own
 * `dependencies` option orders them; Docusaurus names its configurations
 * "client" and "server", and the bundler stops with "Compiler dependency
 * `client` not found" if that ever changes.
 */
import type {Plugin} from '@docusaurus/types';

/** The name Docusaurus gives its client configuration (core/lib/webpack/base.js). */
export const clientConfigName = 'client';

export default function clientThenServerPlugin(): Plugin {
  return {
    name: 'client-then-server',
    configureWebpack(_config, isServer) {
      return isServer ? {dependencies: [clientConfigName]} : {};
    },
  };
}
