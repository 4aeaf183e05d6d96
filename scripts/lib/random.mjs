/**
 * Random numbers that a seed draws again: mulberry32, a small generator whose
 * sequence depends only on its 32-bit seed. Returns floats in [0, 1).
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `items` (fewer if it has fewer), in the order `seed` draws them. */
export function drawDistinct(items, count, seed) {
  const left = [...new Set(items)];
  const next = seededRandom(seed);
  const drawn = [];
  while (drawn.length < count && left.length > 0) {
    drawn.push(...left.splice(Math.floor(next() * left.length), 1));
  }
  return drawn;
}
