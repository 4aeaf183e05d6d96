/**
 * Every code token colour of both Prism themes meets WCAG AA (4.5:1) on every
 * background a code line can have: the block itself, a highlighted line and
 * an error line (src/css/custom.css). Axe only sees the tokens of the pages it
 * scans; this covers every token type at once.
 *
 * A token can carry several types (a JSX attribute name inside a namespace is
 * `attr-name` + `namespace`), and prism-react-renderer merges their styles, so
 * an opacity set for one type may dim any colour: each colour is checked at
 * every opacity the theme uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';
import {siteDir} from './siteConfig';

type Rgba = [number, number, number, number];

function parseColor(color: string): Rgba {
  const hex = /^#([\da-f]{6})$/i.exec(color.trim());
  if (hex) {
    const value = Number.parseInt(hex[1]!, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(color.trim());
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`Unreadable colour: ${color}`);
}

/** `top` painted over an opaque `bottom`, at `top`'s alpha times `opacity`. */
function over(top: Rgba, bottom: Rgba, opacity = 1): Rgba {
  const alpha = top[3] * opacity;
  return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A custom property's value in the `:root` (light) or `[data-theme='dark']` block of custom.css. */
function cssVariable(name: string, mode: 'light' | 'dark'): string {
  const css = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
  const block = mode === 'light' ? /:root\s*{([^}]*)}/.exec(css) : /\[data-theme='dark'\]\s*{([^}]*)}/.exec(css);
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block?.[1] ?? '');
  if (!value) {
    throw new Error(`src/css/custom.css: no ${name} in the ${mode} block`);
  }
  return value[1]!;
}

const themes: [string, 'light' | 'dark', PrismTheme][] = [
  ['light', 'light', lightCodeTheme],
  ['dark', 'dark', darkCodeTheme],
];

describe.each(themes)('%s code theme', (_name, mode, theme) => {
  const block = parseColor(theme.plain.backgroundColor!);
  const backgrounds: [string, Rgba][] = [
    ['code block', block],
    ['highlighted line', over(parseColor(cssVariable('--docusaurus-highlighted-code-line-bg', mode)), block)],
    ['error line', over(parseColor(cssVariable('--site-error-line-bg', mode)), block)],
  ];
  const opacities = [1, ...theme.styles.flatMap(({style}) => (style.opacity === undefined ? [] : [Number(style.opacity)]))];
  const colors: [string, string][] = [
    ['plain', theme.plain.color!],
    ...theme.styles.flatMap(({types, style}): [string, string][] => (style.color ? [[types.join(', '), style.color]] : [])),
  ];

  test('every token colour, at every opacity the theme uses, reaches 4.5:1 on every code background', () => {
    const failures = colors.flatMap(([types, color]) =>
      opacities.flatMap((opacity) =>
        backgrounds.flatMap(([where, background]) => {
          const ratio = contrast(over(parseColor(color), background, opacity), background);
          return ratio < 4.5 ? [`${types} ${color} at opacity ${opacity} on ${where}: ${ratio.toFixed(2)}:1`] : [];
        }),
      ),
    );
    expect(failures).toEqual([]);
  });
});

test('the contrast helper agrees with known WCAG ratios', () => {
  expect(contrast(parseColor('#000000'), parseColor('#ffffff'))).toBeCloseTo(21, 5);
  expect(contrast(parseColor('#767676'), parseColor('#ffffff'))).toBeCloseTo(4.54, 2);
  expect(over(parseColor('rgb(0 0 0 / 10%)'), parseColor('#ffffff'))).toEqual([229.5, 229.5, 229.5, 1]);
});
