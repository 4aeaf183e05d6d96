import {adjustLightness, contrastRatio, cssBlock, parseHex, passesAA, shades, toHex} from './colorPalette';

test('reads six- and three-digit hex, with or without #, and rejects the rest', () => {
  expect(parseHex('#2e8555')).toEqual({r: 46, g: 133, b: 85});
  expect(parseHex('25C2A0')).toEqual({r: 37, g: 194, b: 160});
  expect(parseHex('#fff')).toEqual({r: 255, g: 255, b: 255});
  expect(parseHex('#12345')).toBeUndefined();
  expect(parseHex('green')).toBeUndefined();
  expect(toHex(parseHex('#2e8555')!)).toBe('#2e8555');
});

/** Same colour to within rounding: no channel more than 1 apart. */
function closeTo(actual: string, expected: string): boolean {
  const [a, b] = [parseHex(actual)!, parseHex(expected)!];
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) <= 1;
}

test('the seven shades of the default light primary match the palette in our custom.css', () => {
  // The values of src/css/custom.css, the classic template's palette for #2e8555.
  const expected = [
    ['--ifm-color-primary-darkest', -30, '#205d3b'],
    ['--ifm-color-primary-darker', -15, '#277148'],
    ['--ifm-color-primary-dark', -10, '#29784c'],
    ['--ifm-color-primary', 0, '#2e8555'],
    ['--ifm-color-primary-light', 10, '#33925d'],
    ['--ifm-color-primary-lighter', 15, '#359962'],
    ['--ifm-color-primary-lightest', 30, '#3cad6e'],
  ] as const;
  const palette = shades(parseHex('#2e8555')!);
  expect(palette.map((shade) => [shade.variable, shade.adjustment])).toEqual(expected.map(([variable, adjustment]) => [variable, adjustment]));
  const off = palette.filter((shade, index) => !closeTo(shade.hex, expected[index][2]));
  expect(off).toEqual([]);
});

test('darker shades are darker and lighter ones lighter; adjustments can be changed per row', () => {
  const base = parseHex('#25c2a0')!;
  const black = {r: 0, g: 0, b: 0};
  const [darkest, , , middle, , , lightest] = shades(base).map((shade) => contrastRatio(parseHex(shade.hex)!, black));
  expect(darkest).toBeLessThan(middle);
  expect(lightest).toBeGreaterThan(middle);
  const custom = shades(base, {darkest: -50, darker: -15, dark: -10, base: 0, light: 10, lighter: 15, lightest: 30});
  expect(custom[0].hex).toBe(toHex(adjustLightness(base, -50)));
});

test('lightness stays within black and white', () => {
  expect(toHex(adjustLightness(parseHex('#ffffff')!, 30))).toBe('#ffffff');
  expect(toHex(adjustLightness(parseHex('#000000')!, -30))).toBe('#000000');
});

test('contrast follows WCAG: black on white is 21:1, and AA needs 4.5:1', () => {
  const white = parseHex('#ffffff')!;
  expect(contrastRatio(parseHex('#000000')!, white)).toBeCloseTo(21, 5);
  expect(passesAA(parseHex('#2e8555')!, white)).toBe(true);
  // The default dark-mode primary is made for a dark background, not a white one.
  expect(passesAA(parseHex('#25c2a0')!, white)).toBe(false);
  expect(passesAA(parseHex('#25c2a0')!, parseHex('#181920')!)).toBe(true);
});

test('the CSS block lists every variable, ready for custom.css', () => {
  const block = cssBlock("[data-theme='dark']", shades(parseHex('#25c2a0')!), '#181920');
  expect(block.split('\n')[0]).toBe("[data-theme='dark'] {");
  expect(block).toContain('  --ifm-color-primary: #25c2a0;');
  expect(block).toContain('  --ifm-background-color: #181920;');
  expect(block.trim().endsWith('}')).toBe(true);
});
