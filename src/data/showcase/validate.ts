/**
 * Rules every showcase entry must follow. The checks are pure functions so the
 * unit test can run them on the real data and on broken examples; each error
 * names the entry, so a failing test says which site to fix and why.
 */
import {tagKeys, type TagKey} from './tags';
import type {Site} from './types';

export const maxDescriptionLength = 120;
export const minPreviewWidth = 640;
/** Wider than 2:1 and the card image turns into a thin strip. */
export const maxPreviewAspectRatio = 2;

/** What the test found on disk for an entry's preview. */
export type PreviewFile = {path: string; width: number; height: number} | {path: string | null; missing: true};

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function entryName(site: Partial<Site>, index: number): string {
  return typeof site.title === 'string' && site.title.trim() !== '' ? `"${site.title}"` : `entry #${index + 1}`;
}

/** Problems with one entry, each prefixed with the entry's name. */
export function validateSite(site: Site, index: number, preview: PreviewFile): string[] {
  const problems: string[] = [];
  const {title, description, website, source, tags} = site;

  if (typeof title !== 'string' || title.trim() === '') {
    problems.push('has no title');
  } else if (title !== title.trim()) {
    problems.push('title has leading or trailing spaces');
  }

  if (typeof description !== 'string' || description.trim() === '') {
    problems.push('has no description');
  } else {
    if (description.length > maxDescriptionLength) {
      problems.push(`description has ${description.length} characters (at most ${maxDescriptionLength})`);
    }
    if (/[\r\n]/.test(description)) {
      problems.push('description must be a single line');
    }
  }

  if (typeof website !== 'string' || !httpUrl.test(website)) {
    problems.push(`website must be an http(s) URL (got ${JSON.stringify(website)})`);
  }

  if (source !== null && (typeof source !== 'string' || !httpUrl.test(source))) {
    problems.push(`source must be an http(s) URL or null (got ${JSON.stringify(source)})`);
  }

  if (!Array.isArray(tags)) {
    problems.push('tags must be a list');
  } else {
    const unknown = tags.filter((tag) => !tagKeys.includes(tag as TagKey));
    if (unknown.length > 0) {
      problems.push(`unknown tags ${unknown.join(', ')} (known: ${tagKeys.join(', ')})`);
    }
    if (new Set(tags).size !== tags.length) {
      problems.push('lists a tag twice');
    }
    const openSource = tags.includes('opensource');
    if (openSource && source === null) {
      problems.push('is tagged "opensource" but has no source link');
    }
    if (!openSource && source !== null) {
      problems.push('has a source link but is not tagged "opensource"');
    }
  }

  if ('missing' in preview) {
    problems.push(
      preview.path === null
        ? "preview must be require('./previews/<slug>.png')"
        : `preview file ${preview.path} does not exist (run npm run showcase:previews)`,
    );
  } else {
    if (preview.width < minPreviewWidth) {
      problems.push(`preview is ${preview.width} px wide (at least ${minPreviewWidth})`);
    }
    if (preview.width / preview.height > maxPreviewAspectRatio) {
      problems.push(`preview is ${preview.width}×${preview.height}: width ÷ height must be at most ${maxPreviewAspectRatio}`);
    }
  }

  return problems.map((problem) => `${entryName(site, index)}: ${problem}`);
}

/** Problems across the whole list: every entry's, plus duplicates. */
export function validateSites(sites: Site[], previews: PreviewFile[]): string[] {
  const problems = sites.flatMap((site, index) => validateSite(site, index, previews[index]));
  const seen = new Map<string, string>();
  sites.forEach((site, index) => {
    const keys = [
      ['title', site.title?.toLowerCase()],
      ['website', site.website],
      ['preview', previews[index]?.path],
    ];
    for (const [field, value] of keys) {
      if (!value) {
        continue;
      }
      const key = `${field}:${value}`;
      const first = seen.get(key);
      if (first) {
        problems.push(`${entryName(site, index)}: same ${field} as ${first}`);
      } else {
        seen.set(key, entryName(site, index));
      }
    }
  });
  return problems;
}
