// compression (the gzip middleware scripts/lib/staticServer.mjs uses) ships no types.
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
