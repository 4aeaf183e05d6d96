/**
 * Infima palette generator (spec §3 "Colour palette"): pick a primary and a
 * background colour per colour mode, adjust the seven shades, copy the CSS,
 * and see the palette applied to this very page while you tune it.
 */
import React, {useEffect, useId} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {contrastRatio, cssBlock, parseHex, shades, toHex, type ShadeName} from '@site/src/utils/colorPalette';
import {usePalettes, type Mode, type Palette} from './usePalettes';
import styles from './styles.module.css';

const selectors: Record<Mode, string> = {light: ':root', dark: "[data-theme='dark']"};

function ColorField({label, value, onChange}: {label: string; value: string; onChange: (hex: string) => void}): React.JSX.Element {
  const id = useId();
  const [text, setText] = React.useState(value);
  useEffect(() => setText(value), [value]);
  const valid = parseHex(text) !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input type="color" aria-label={`${label} picker`} value={value} onChange={(event) => onChange(event.target.value)} />
      <input
        id={id}
        className={styles.hex}
        value={text}
        spellCheck={false}
        aria-invalid={!valid}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseHex(event.target.value);
          if (parsed) {
            onChange(toHex(parsed));
          }
        }}
      />
    </div>
  );
}

/** Applies the palette to the page; undoes it when the generator goes away. */
function useLivePreview(palette: Palette, active: boolean): void {
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const root = document.documentElement;
    const primary = parseHex(palette.primary);
    if (!primary) {
      return undefined;
    }
    const values = [
      ...shades(primary, palette.adjustments).map((shade) => [shade.variable, shade.hex] as const),
      ['--ifm-background-color', palette.background] as const,
    ];
    values.forEach(([variable, value]) => root.style.setProperty(variable, value));
    return () => values.forEach(([variable]) => root.style.removeProperty(variable));
  }, [palette, active]);
}

export default function ColorPaletteGenerator(): React.JSX.Element {
  const {colorMode} = useColorMode();
  const mode: Mode = colorMode === 'dark' ? 'dark' : 'light';
  const {palettes, customized, update, reset} = usePalettes();
  const palette = palettes[mode];
  // Only a palette the reader changed is previewed: the defaults are the site's own.
  useLivePreview(palette, customized[mode]);

  const primary = parseHex(palette.primary)!;
  const background = parseHex(palette.background)!;
  const rows = shades(primary, palette.adjustments);
  const ratio = contrastRatio(primary, background);
  const setAdjustment = (name: ShadeName, value: number) => update(mode, {...palette, adjustments: {...palette.adjustments, [name]: value}});

  return (
    <div className={styles.generator} data-testid="palette-generator">
      <p className={styles.mode}>
        Editing the <strong>{mode}</strong> mode palette. Switch the colour mode in the navbar to edit the other one; each is kept for this browser session.
      </p>
      <div className={styles.fields}>
        <ColorField label="Primary color" value={palette.primary} onChange={(hex) => update(mode, {...palette, primary: hex})} />
        <ColorField label="Background color" value={palette.background} onChange={(hex) => update(mode, {...palette, background: hex})} />
        <button type="button" className="button button--secondary button--sm" onClick={() => reset(mode)}>
          Reset to defaults
        </button>
      </div>
      {ratio < 4.5 && (
        <p className={styles.warning} role="alert">
          Links in the primary color reach a contrast of {ratio.toFixed(2)}:1 on this background, below the 4.5:1 that WCAG AA asks for. Pick a darker primary
          for light mode or a lighter one for dark mode.
        </p>
      )}
      {/* On a phone the table is wider than the page: it scrolls in its own box (its inputs take the focus there). */}
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Color</th>
              <th scope="col">Adjustment (%)</th>
              <th scope="col">Variable</th>
              <th scope="col">Hex</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((shade) => (
              <tr key={shade.name}>
                <td>
                  <span className={styles.swatch} style={{background: shade.hex}} />
                </td>
                <td>
                  {shade.name === 'base' ? (
                    '0'
                  ) : (
                    <input
                      type="number"
                      className={styles.adjustment}
                      aria-label={`Adjustment of ${shade.variable}`}
                      value={shade.adjustment}
                      min={-100}
                      max={100}
                      onChange={(event) => setAdjustment(shade.name, Number(event.target.value))}
                    />
                  )}
                </td>
                <td>
                  <code>{shade.variable}</code>
                </td>
                <td>
                  <code>{shade.hex}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CodeBlock language="css" title="src/css/custom.css">
        {cssBlock(selectors[mode], rows, palette.background)}
      </CodeBlock>
    </div>
  );
}
