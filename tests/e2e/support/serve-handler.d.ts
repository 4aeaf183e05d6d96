// serve-handler (the static server inside `docusaurus serve`) ships no types.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options: {public: string; cleanUrls?: boolean; trailingSlash?: boolean; directoryListing?: boolean},
  ): Promise<void>;
}
