/**
 * WCAG 1.4.12 (Text spacing): the spacing a reader's style sheet may set, at
 * the criterion's values, with which no text or control may be lost or
 * overlap another.
 */
export const wideTextSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
