#!/usr/bin/env node
/**
 * Renders the installed-app icons from the site's SVG logo into
 * static/img/pwa/. Run it after changing static/img/logo.svg:
 *   node scripts/generate-pwa-icons.mjs
 * The output is committed, so builds never depend on this script.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = path.join(siteDir, 'static/img/logo.svg');
const outDir = path.join(siteDir, 'static/img/pwa');

/** Sizes Android, desktop Chrome and Windows tiles ask for. */
const iconSizes = [72, 96, 128, 144, 152, 192, 384, 512];
/** Maskable icons keep the logo inside the central 80% "safe zone". */
const maskableSizes = [192, 512];
const maskableBackground = '#2e8555';

function renderLogo(size) {
  // A high density keeps the SVG crisp at 512 px.
  return sharp(logo, {density: 1200}).resize(size, size).png();
}

async function renderMaskable(size) {
  const inner = Math.round(size * 0.7);
  const logoPng = await renderLogo(inner).toBuffer();
  return sharp({
    create: {width: size, height: size, channels: 4, background: maskableBackground},
  })
    .composite([{input: logoPng, gravity: 'center'}])
    .png();
}

await fs.mkdir(outDir, {recursive: true});
for (const size of iconSizes) {
  await renderLogo(size).toFile(path.join(outDir, `icon-${size}.png`));
}
for (const size of maskableSizes) {
  await (await renderMaskable(size)).toFile(path.join(outDir, `icon-maskable-${size}.png`));
}
// iOS ignores the manifest icons and transparency: it wants an opaque 180 px square.
await (await renderMaskable(180)).toFile(path.join(outDir, 'apple-touch-icon.png'));
console.log(`Wrote ${iconSizes.length + maskableSizes.length + 1} icons to ${path.relative(siteDir, outDir)}/`);
