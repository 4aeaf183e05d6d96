/**
 * The reader's palettes, one per colour mode, kept for the browser session
 * (sessionStorage) so a reload keeps them. The first render always uses the
 * defaults, as the server did, and saved palettes are read once mounted.
 */
import {useCallback, useEffect, useState} from 'react';
import {defaultAdjustments, type ShadeName} from '@site/src/utils/colorPalette';

export type Mode = 'light' | 'dark';

export type Palette = {primary: string; background: string; adjustments: Record<ShadeName, number>};

export const defaultPalettes: Record<Mode, Palette> = {
  light: {primary: '#2e8555', background: '#ffffff', adjustments: defaultAdjustments},
  dark: {primary: '#25c2a0', background: '#181920', adjustments: defaultAdjustments},
};

export const storageKey = (mode: Mode) => `palette-generator-${mode}`;

function readSaved(mode: Mode): Palette | undefined {
  try {
    const saved = sessionStorage.getItem(storageKey(mode));
    return saved ? {...defaultPalettes[mode], ...(JSON.parse(saved) as Partial<Palette>)} : undefined;
  } catch {
    return undefined; // storage blocked or a value we cannot read: keep the defaults
  }
}

export function usePalettes(): {
  palettes: Record<Mode, Palette>;
  customized: Record<Mode, boolean>;
  update: (mode: Mode, palette: Palette) => void;
  reset: (mode: Mode) => void;
} {
  const [palettes, setPalettes] = useState(defaultPalettes);
  const [customized, setCustomized] = useState({light: false, dark: false});

  useEffect(() => {
    const light = readSaved('light');
    const dark = readSaved('dark');
    setPalettes({light: light ?? defaultPalettes.light, dark: dark ?? defaultPalettes.dark});
    setCustomized({light: !!light, dark: !!dark});
  }, []);

  const update = useCallback((mode: Mode, palette: Palette) => {
    setPalettes((current) => ({...current, [mode]: palette}));
    setCustomized((current) => ({...current, [mode]: true}));
    try {
      sessionStorage.setItem(storageKey(mode), JSON.stringify(palette));
    } catch {
      // Without storage the palette still applies until the page is left.
    }
  }, []);

  const reset = useCallback((mode: Mode) => {
    setPalettes((current) => ({...current, [mode]: defaultPalettes[mode]}));
    setCustomized((current) => ({...current, [mode]: false}));
    try {
      sessionStorage.removeItem(storageKey(mode));
    } catch {
      // nothing saved to remove
    }
  }, []);

  return {palettes, customized, update, reset};
}
