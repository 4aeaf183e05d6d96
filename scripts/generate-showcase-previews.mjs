#!/usr/bin/env node
/**
 * Draws the showcase preview cards: one PNG per site of
 * src/data/showcase/sites.ts, written where that entry's `require()` points.
 * A card is a stylised browser window with the site's name, its domain and
 * its tags in the tag colours. We draw them instead of taking screenshots, so
 * no third-party image ends up in the repository.
 *
 *   npm run showcase:previews            # every site
 *   npm run showcase:previews -- jest    # only the sites whose title matches
 *
 * The output is committed, so builds never depend on this script; run it after
 * adding a site or changing a title, a URL or the tags. Text is set in
 * Liberation Sans and DejaVu Sans Mono (Debian's fonts-liberation and
 * fonts-dejavu-core); with other fonts the layout still fits, as every line
 * is measured with the font that renders it.
 */
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(siteDir, 'src/data/showcase');
const require = createRequire(import.meta.url);

const WIDTH = 1280;
const HEIGHT = 720;

const TITLE_FONT = 'Liberation Sans';
const MONO_FONT = 'DejaVu Sans Mono';

/**
 * Loads a TypeScript data module as CommonJS. A `require()` of a PNG returns
 * the file's absolute path instead of the image, which tells us where each
 * preview belongs.
 */
function loadTsModule(file) {
  const source = readFileSync(file, 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
    fileName: file,
  });
  const module = {exports: {}};
  const localRequire = (request) => {
    if (!request.startsWith('.')) {
      return require(request);
    }
    const resolved = path.resolve(path.dirname(file), request);
    if (resolved.endsWith('.png')) {
      return resolved;
    }
    return loadTsModule(resolved.endsWith('.ts') ? resolved : `${resolved}.ts`);
  };
  new Function('require', 'module', 'exports', outputText)(localRequire, module, module.exports);
  return module.exports;
}

/** Card colours: a deep background and a lighter shape colour on top of it. */
const themes = [
  {background: '#1f3a5f', shape: '#2a4b76'},
  {background: '#25704a', shape: '#2f825a'},
  {background: '#533483', shape: '#644399'},
  {background: '#8a3b3b', shape: '#9d4b4b'},
  {background: '#1d5e63', shape: '#286f75'},
  {background: '#363b44', shape: '#454b56'},
  {background: '#8a5313', shape: '#9e6420'},
  {background: '#6e2a57', shape: '#833869'},
];

/** FNV-1a: the same title always gets the same colours. */
function hash(text) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or white text, whichever contrasts more with the chip colour. */
function textColorOn(hex) {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#1c1e21') + 0.05);
  return onDark >= onWhite ? '#1c1e21' : '#ffffff';
}

const widthCache = new Map();

/** Width in px of a line of text, measured by Pango (which also renders the SVG). */
async function textWidth(text, font, size, bold) {
  const key = `${font}|${size}|${bold}|${text}`;
  if (!widthCache.has(key)) {
    const markup = `<span font_family="${font}" font_weight="${bold ? 'bold' : 'normal'}" font_size="${size * 1024}">${escapeXml(text)}</span>`;
    const {width} = await sharp({text: {text: markup, dpi: 72, rgba: true}}).metadata();
    widthCache.set(key, width);
  }
  return widthCache.get(key);
}

/**
 * Fits the site name into `maxWidth`: one line if possible, else two lines
 * split at the best word break, shrinking the font down to `minSize`.
 */
async function layoutTitle(title, maxWidth) {
  const words = title.split(/\s+/);
  for (let size = 66; size >= 30; size -= 2) {
    if ((await textWidth(title, TITLE_FONT, size, true)) <= maxWidth) {
      return {size, lines: [title]};
    }
    if (size > 52) {
      continue; // Prefer one smaller line to two big ones, down to 52 px.
    }
    for (let cut = words.length - 1; cut > 0; cut--) {
      const first = words.slice(0, cut).join(' ');
      const second = words.slice(cut).join(' ');
      if ((await textWidth(first, TITLE_FONT, size, true)) <= maxWidth && (await textWidth(second, TITLE_FONT, size, true)) <= maxWidth) {
        return {size, lines: [first, second]};
      }
    }
  }
  throw new Error(`The title "${title}" does not fit on a preview card`);
}

/** Shortens text with an ellipsis until it fits. */
async function fitLine(text, font, size, maxWidth) {
  let fitted = text;
  while ((await textWidth(fitted, font, size, false)) > maxWidth && fitted.length > 4) {
    fitted = `${fitted.slice(0, -2)}…`;
  }
  return fitted;
}

/** The site's host name, as readers would type it. */
function domainOf(website) {
  return new URL(website).hostname.replace(/^www\./, '');
}

/**
 * Tag chips laid out left to right: on one row, with a smaller font if that
 * is what it takes, else wrapping onto a second row.
 */
async function layoutChips(siteTags, tags, left, right, bottom) {
  const gap = 12;
  const measure = async (size) => {
    const padding = Math.round(size * 0.85);
    const chips = [];
    for (const key of siteTags) {
      const width = (await textWidth(tags[key].label, TITLE_FONT, size, true)) + 2 * padding;
      chips.push({tag: tags[key], width});
    }
    return chips;
  };
  let size = 24;
  let chips = await measure(size);
  const rowWidth = (list) => list.reduce((sum, chip) => sum + chip.width, 0) + gap * (list.length - 1);
  while (rowWidth(chips) > right - left && size > 19) {
    size -= 1;
    chips = await measure(size);
  }
  const height = Math.round(size * 1.9);
  const rows = [[]];
  let x = left;
  for (const chip of chips) {
    if (x + chip.width > right && rows.at(-1).length > 0) {
      rows.push([]);
      x = left;
    }
    rows.at(-1).push({...chip, x});
    x += chip.width + gap;
  }
  const parts = [];
  rows.forEach((row, index) => {
    const y = bottom - (rows.length - index) * height - (rows.length - index - 1) * gap;
    for (const {tag, x: chipX, width} of row) {
      parts.push(
        `<rect x="${chipX}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${tag.color}"/>`,
        `<text x="${chipX + width / 2}" y="${y + height / 2 + size * 0.36}" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="bold" font-size="${size}" fill="${textColorOn(tag.color)}">${escapeXml(tag.label)}</text>`,
      );
    }
  });
  return parts.join('\n  ');
}

/** The SVG of one card. */
async function cardSvg(site, tags) {
  const theme = themes[hash(site.title) % themes.length];
  const win = {x: 96, y: 72, width: WIDTH - 192, height: HEIGHT - 144, radius: 28};
  const barHeight = 72;
  const content = {left: win.x + 56, right: win.x + win.width - 56};
  const monogram = {x: content.left, y: win.y + barHeight + 56, size: 136};
  const titleLeft = monogram.x + monogram.size + 40;
  const title = await layoutTitle(site.title, content.right - titleLeft);
  const lineHeight = title.size * 1.15;
  const titleTop = monogram.y + monogram.size / 2 - (lineHeight * title.lines.length) / 2;
  const initial = (site.title.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
  const urlBox = {x: win.x + 150, y: win.y + 16, width: win.width - 190, height: 40};
  const domain = await fitLine(domainOf(site.website), MONO_FONT, 22, urlBox.width - 48);
  const chips = await layoutChips(site.tags, tags, content.left, content.right, win.y + win.height - 44);
  const skeletonTop = monogram.y + monogram.size + 44;
  const skeleton = [0.86, 0.74, 0.48]
    .map(
      (share, index) =>
        `<rect x="${content.left}" y="${skeletonTop + index * 30}" width="${Math.round((content.right - content.left) * share)}" height="14" rx="7" fill="#e4e8ec"/>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.background}"/>
  <circle cx="${WIDTH - 90}" cy="40" r="250" fill="${theme.shape}"/>
  <circle cx="70" cy="${HEIGHT - 20}" r="170" fill="${theme.shape}"/>
  <rect x="${win.x + 14}" y="${win.y + 18}" width="${win.width}" height="${win.height}" rx="${win.radius}" fill="#000000" fill-opacity="0.22"/>
  <rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="${win.radius}" fill="#ffffff"/>
  <path d="M${win.x} ${win.y + barHeight} V${win.y + win.radius} a${win.radius} ${win.radius} 0 0 1 ${win.radius} -${win.radius} H${win.x + win.width - win.radius} a${win.radius} ${win.radius} 0 0 1 ${win.radius} ${win.radius} V${win.y + barHeight} Z" fill="#eef1f4"/>
  <circle cx="${win.x + 40}" cy="${win.y + 36}" r="10" fill="#ff5f57"/>
  <circle cx="${win.x + 72}" cy="${win.y + 36}" r="10" fill="#febc2e"/>
  <circle cx="${win.x + 104}" cy="${win.y + 36}" r="10" fill="#28c840"/>
  <rect x="${urlBox.x}" y="${urlBox.y}" width="${urlBox.width}" height="${urlBox.height}" rx="20" fill="#ffffff" stroke="#d0d7de" stroke-width="2"/>
  <text x="${urlBox.x + 24}" y="${urlBox.y + 28}" font-family="${MONO_FONT}" font-size="22" fill="#57606a">${escapeXml(domain)}</text>
  <rect x="${monogram.x}" y="${monogram.y}" width="${monogram.size}" height="${monogram.size}" rx="30" fill="${theme.background}"/>
  <text x="${monogram.x + monogram.size / 2}" y="${monogram.y + monogram.size / 2 + 28}" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="bold" font-size="80" fill="#ffffff">${escapeXml(initial)}</text>
  ${title.lines
    .map(
      (line, index) =>
        `<text x="${titleLeft}" y="${Math.round(titleTop + lineHeight * index + title.size * 0.9)}" font-family="${TITLE_FONT}" font-weight="bold" font-size="${title.size}" fill="#1c1e21">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  ${skeleton}
  ${chips}
</svg>`;
}

/** Renders an SVG to a small PNG: flat colours fit a small palette. */
function renderPng(svg) {
  return sharp(Buffer.from(svg)).png({palette: true, colors: 128, dither: 0, compressionLevel: 9, effort: 10}).toBuffer();
}

async function main() {
  const {sites} = loadTsModule(path.join(dataDir, 'sites.ts'));
  const {tags} = loadTsModule(path.join(dataDir, 'tags.ts'));
  const filter = process.argv[2]?.toLowerCase();
  const selected = filter ? sites.filter((site) => site.title.toLowerCase().includes(filter)) : sites;
  let bytes = 0;
  for (const site of selected) {
    if (typeof site.preview !== 'string') {
      throw new Error(`"${site.title}": preview must be require('./previews/<slug>.png')`);
    }
    const png = await renderPng(await cardSvg(site, tags));
    await fs.mkdir(path.dirname(site.preview), {recursive: true});
    await fs.writeFile(site.preview, png);
    bytes += png.length;
  }
  console.log(
    `Wrote ${selected.length} previews (${WIDTH}×${HEIGHT}, ${(bytes / 1024).toFixed(0)} KB in all) to ${path.relative(siteDir, path.join(dataDir, 'previews'))}/`,
  );
}

await main();
