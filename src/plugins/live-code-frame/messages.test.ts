import {heightMessage, isFrameMessage, isRenderMessage, readyMessage, renderMessage} from './messages';

test('a render message carries the code, how to run it, the colour mode and the run', () => {
  const message = renderMessage({code: '<p>Hi</p>', noInline: false, colorMode: 'dark', run: 2});
  expect(isRenderMessage(message)).toBe(true);
  expect(isFrameMessage(message)).toBe(false);
});

test("the frame's messages: ready, and a height that is a real size", () => {
  expect(isFrameMessage(readyMessage)).toBe(true);
  expect(isFrameMessage(heightMessage(120))).toBe(true);
  expect(isFrameMessage(heightMessage(Number.NaN))).toBe(false);
  expect(isFrameMessage(heightMessage(-1))).toBe(false);
  expect(isRenderMessage(readyMessage)).toBe(false);
});

test('anything else another window may post is not read', () => {
  for (const data of [
    null,
    'live-code-frame:ready',
    {type: 'live-code-frame:render', code: 1},
    {type: 'live-code-frame:render', code: 'x', noInline: false, colorMode: 'blue', run: 0},
    {type: 'other'},
  ]) {
    expect([data, isRenderMessage(data) || isFrameMessage(data)]).toEqual([data, false]);
  }
});
