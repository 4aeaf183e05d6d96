/**
 * Colour maths for the Infima palette generator (styling-layout docs page):
 * the seven shades of a primary colour and a WCAG contrast check. Pure
 * functions, so they are unit-tested without a browser.
 */

export type Rgb = {r: number; g: number; b: number};

export type ShadeName = 'darkest' | 'darker' | 'dark' | 'base' | 'light' | 'lighter' | 'lightest';

export type Shade = {
  name: ShadeName;
  /** CSS variable, e.g. `--ifm-color-primary-dark`. */
  variable: string;
  /** Lightness change in percent: negative darkens, positive lightens, 0 for the base. */
  adjustment: number;
  hex: string;
};

/** Infima's usual steps: 10, 15 and 30 % each way. */
export const defaultAdjustments: Record<ShadeName, number> = {
  darkest: -30,
  darker: -15,
  dark: -10,
  base: 0,
  light: 10,
  lighter: 15,
  lightest: 30,
};

export const shadeOrder: ShadeName[] = ['darkest', 'darker', 'dark', 'base', 'light', 'lighter', 'lightest'];

/** `#2e8555`, `2e8555` or `#2e5` → RGB; undefined for anything else. */
export function parseHex(input: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) {
    return undefined;
  }
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return {r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255};
}

export function toHex({r, g, b}: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

type Hsl = {h: number; s: number; l: number};

function toHsl({r, g, b}: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) {
    return {h: 0, s: 0, l};
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return {h: h / 6, s, l};
}

function fromHsl({h, s, l}: Hsl): Rgb {
  if (s === 0) {
    return {r: l * 255, g: l * 255, b: l * 255};
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return {r: channel(h + 1 / 3) * 255, g: channel(h) * 255, b: channel(h - 1 / 3) * 255};
}

/**
 * Changes lightness by a percentage of the current lightness, the way Infima
 * palettes are usually built: -10 makes it 10 % darker, +15 15 % lighter.
 */
export function adjustLightness(color: Rgb, percent: number): Rgb {
  const hsl = toHsl(color);
  const l = Math.min(1, Math.max(0, hsl.l * (1 + percent / 100)));
  return fromHsl({...hsl, l});
}

export function shades(primary: Rgb, adjustments: Record<ShadeName, number> = defaultAdjustments): Shade[] {
  return shadeOrder.map((name) => ({
    name,
    variable: name === 'base' ? '--ifm-color-primary' : `--ifm-color-primary-${name}`,
    adjustment: adjustments[name],
    hex: toHex(name === 'base' ? primary : adjustLightness(primary, adjustments[name])),
  }));
}

/** WCAG 2 relative luminance. */
function luminance({r, g, b}: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text: at least 4.5:1. */
export function passesAA(text: Rgb, background: Rgb): boolean {
  return contrastRatio(text, background) >= 4.5;
}

/** The block to paste into src/css/custom.css. */
export function cssBlock(selector: string, palette: Shade[], background?: string): string {
  const lines = palette.map((shade) => `  ${shade.variable}: ${shade.hex};`);
  if (background) {
    lines.push(`  --ifm-background-color: ${background};`);
  }
  return `${selector} {\n${lines.join('\n')}\n}`;
}
