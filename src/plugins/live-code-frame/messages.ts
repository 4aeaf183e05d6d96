/**
 * What the page and its live code frame say to each other with postMessage.
 * Both sides check who sent a message (the other window, from the expected
 * origin) before they read it; these guards then check its shape, since any
 * window can post anything.
 */

const prefix = 'live-code-frame:';

/** Page to frame: the code to run, how, and in which colour mode. */
export type RenderMessage = {
  type: `${typeof prefix}render`;
  code: string;
  /** The code calls render() itself (the block's `noInline`). */
  noInline: boolean;
  colorMode: 'light' | 'dark';
  /** Goes up at each Reset: the frame then starts the result afresh even when the code is unchanged. */
  run: number;
};

/** Frame to page: it listens now (first load, or a reload), or its content is this tall, in CSS pixels. */
export type FrameMessage = {type: `${typeof prefix}ready`} | {type: `${typeof prefix}height`; height: number};

export const readyMessage: FrameMessage = {type: `${prefix}ready`};

export const heightMessage = (height: number): FrameMessage => ({type: `${prefix}height`, height});

export function renderMessage(fields: Omit<RenderMessage, 'type'>): RenderMessage {
  return {type: `${prefix}render`, ...fields};
}

const isObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

export function isRenderMessage(data: unknown): data is RenderMessage {
  return (
    isObject(data) &&
    data.type === `${prefix}render` &&
    typeof data.code === 'string' &&
    typeof data.noInline === 'boolean' &&
    (data.colorMode === 'light' || data.colorMode === 'dark') &&
    typeof data.run === 'number'
  );
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isObject(data)) {
    return false;
  }
  return (
    data.type === `${prefix}ready` || (data.type === `${prefix}height` && typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0)
  );
}
