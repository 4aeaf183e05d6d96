import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';

/** Responsive images (spec §9): quality 70, widths from 640 to 1030 px in 2 steps. */
export const idealImage = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
  // Generating every size in development slows `npm start` down for nothing.
  disableInDev: true,
} satisfies Partial<IdealImageOptions>;
