import {drawDistinct} from '../../scripts/lib/random.mjs';

describe("check:lighthouse's random pages", () => {
  const pages = Array.from({length: 50}, (_, index) => `page-${index}/`);

  it('draws the same pages again from the same seed, and others from another', () => {
    expect(drawDistinct(pages, 3, 12345)).toEqual(drawDistinct(pages, 3, 12345));
    expect(drawDistinct(pages, 3, 12345)).not.toEqual(drawDistinct(pages, 3, 54321));
  });

  it('draws distinct pages of the list, no more than it has', () => {
    const drawn = drawDistinct([...pages, ...pages], 10, 7);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((page) => pages.includes(page))).toBe(true);
    expect(drawDistinct(['a/', 'b/'], 3, 7).sort()).toEqual(['a/', 'b/']);
  });

  it('reaches every page over many seeds', () => {
    const seen = new Set(Array.from({length: 200}, (_, seed) => drawDistinct(pages, 3, seed)).flat());
    expect(seen.size).toBe(pages.length);
  });
});
