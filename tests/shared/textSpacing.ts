/**
 * WCAG 1.4.12 (Text spacing): the spacing a reader's style sheet may set, at
 * the criterion's values, with which no text or control may be lost or
 * overlap another.
 */
export const wideTextSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * A reader's larger default font (the browser's font size setting, not zoom):
 * every rem-sized label and gap grows, and the window keeps its width.
 */
export function largerDefaultFont(percent: number): string {
  return `html { font-size: ${percent}% !important; }`;
}
