/**
 * Whether a label certainly has no emoji at its start, answered without
 * splitting it into graphemes (which loads ICU's break data).
 *
 * Every emoji sequence that starts with an ASCII character is a keycap: a
 * digit, `#` or `*`, then U+FE0F and U+20E3 (the keycap may lack U+FE0F, so
 * either mark as the second character sends the label to the full check).
 * Any other ASCII start, and the empty label, cannot be an emoji. Labels that
 * start elsewhere in Unicode return false: only the full check can tell.
 */
export function cannotStartWithEmoji(label: string): boolean {
  if (label === '') return true;
  if (label.charCodeAt(0) >= 0x80) return false;
  const keycapBase = '0123456789#*'.includes(label[0]!);
  return !keycapBase || (label[1] !== '\uFE0F' && label[1] !== '\u20E3');
}
