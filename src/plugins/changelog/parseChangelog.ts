/**
 * Parses the changelog sources in changelog/: one Markdown file per release
 * line, newest release first. Each release is
 *
 *   ## <version> (<YYYY-MM-DD>)
 *   <optional note paragraph>
 *   ### <kind of change>       (kinds below, in that order)
 *   - **packages**: what changed ([#123](https://github.com/…/pull/123) by @handle)
 *   ### Committers
 *   - Full Name (@handle)
 *
 * Anything wrong fails with the file, the line and the reason, so a
 * contributor sees exactly what to fix.
 */
import semver from 'semver';

export const changeKinds = [
  'Breaking change',
  'New feature',
  'Bug fix',
  'Polish',
  'Documentation',
  'Maintenance',
] as const;

export type ChangeKind = (typeof changeKinds)[number];

export type Committer = {name?: string; handle: string};

export type Release = {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  /** The note written under the heading, before the first section (may be empty). */
  note: string;
  /** Markdown of the kinds-of-change sections, in order, without the committers. */
  sections: {kind: ChangeKind; markdown: string; entries: number}[];
  committers: Committer[];
  source: {file: string; line: number};
};

export class ChangelogError extends Error {
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ChangelogError';
  }
}

const releaseHeading = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)$/;
const committerLine = /^- (?:(.+?) \()?@([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)\)?$/;

/** Opens or closes a fenced code block, inside which "## " is not a heading. */
function isCodeFence(text: string): boolean {
  return /^\s*(```|~~~)/.test(text);
}

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

type RawRelease = {version: string; date: string; line: number; body: {text: string; line: number}[]};

/** Splits a file into releases, ignoring "## " lines inside fenced code. */
function splitReleases(file: string, content: string): RawRelease[] {
  const releases: RawRelease[] = [];
  let inFence = false;
  content.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (isCodeFence(text)) {
      inFence = !inFence;
    }
    if (!inFence && text.startsWith('## ')) {
      const match = releaseHeading.exec(text.trimEnd());
      if (!match) {
        throw new ChangelogError(
          file,
          line,
          `a release heading must read "## <version> (<YYYY-MM-DD>)", got "${text}"`,
        );
      }
      const [, version, date] = match;
      if (!semver.valid(version)) {
        throw new ChangelogError(file, line, `"${version}" is not a valid semantic version`);
      }
      if (!isRealDate(date)) {
        throw new ChangelogError(file, line, `"${date}" is not a real calendar date (YYYY-MM-DD)`);
      }
      releases.push({version, date, line, body: []});
    } else if (releases.length > 0) {
      releases[releases.length - 1].body.push({text, line});
    }
  });
  if (releases.length === 0) {
    throw new ChangelogError(file, 1, 'the file has no release heading "## <version> (<YYYY-MM-DD>)"');
  }
  return releases;
}

function parseRelease(file: string, raw: RawRelease): Release {
  const noteLines: string[] = [];
  const sections: Release['sections'] = [];
  const committers: Committer[] = [];
  let current: {kind: ChangeKind | 'Committers'; lines: string[]} | null = null;
  let inFence = false;

  const closeSection = () => {
    if (current && current.kind !== 'Committers') {
      const bullets = current.lines.filter((text) => text.startsWith('- ')).length;
      const hasText = current.lines.some((text) => text.trim() !== '');
      if (!hasText) {
        throw new ChangelogError(file, raw.line, `${raw.version}: the "${current.kind}" section is empty`);
      }
      // A section may be a single explanatory paragraph instead of a list.
      const entries = Math.max(bullets, 1);
      sections.push({kind: current.kind, markdown: current.lines.join('\n').trim(), entries});
    }
  };

  for (const {text, line} of raw.body) {
    if (isCodeFence(text)) {
      inFence = !inFence;
    }
    if (!inFence && text.startsWith('### ')) {
      const kind = text.slice(4).trim();
      if (kind !== 'Committers' && !changeKinds.includes(kind as ChangeKind)) {
        throw new ChangelogError(
          file,
          line,
          `unknown kind of change "${kind}"; use one of: ${changeKinds.join(', ')}, or Committers`,
        );
      }
      const seen: (string | undefined)[] = [...sections.map((section) => section.kind as string), current?.kind];
      if (seen.includes(kind)) {
        throw new ChangelogError(file, line, `${raw.version}: the "${kind}" section appears twice`);
      }
      const previous = current?.kind;
      if (previous === 'Committers') {
        throw new ChangelogError(file, line, `${raw.version}: "Committers" must be the last section`);
      }
      if (
        kind !== 'Committers' &&
        previous &&
        changeKinds.indexOf(kind as ChangeKind) < changeKinds.indexOf(previous)
      ) {
        throw new ChangelogError(
          file,
          line,
          `${raw.version}: "${kind}" must come before "${previous}" (order: ${changeKinds.join(', ')})`,
        );
      }
      closeSection();
      current = {kind: kind as ChangeKind | 'Committers', lines: []};
    } else if (current?.kind === 'Committers') {
      if (text.trim() === '') {
        continue;
      }
      const match = committerLine.exec(text.trim());
      if (!match) {
        throw new ChangelogError(file, line, `a committer must read "- Full Name (@handle)" or "- @handle", got "${text}"`);
      }
      committers.push(match[1] ? {name: match[1], handle: match[2]} : {handle: match[2]});
    } else if (current) {
      current.lines.push(text);
    } else {
      noteLines.push(text);
    }
  }
  closeSection();

  const note = noteLines.join('\n').trim();
  if (note === '' && sections.length === 0) {
    throw new ChangelogError(file, raw.line, `release ${raw.version} is empty: it has no changes and no note`);
  }
  return {
    version: raw.version,
    date: raw.date,
    note,
    sections,
    committers,
    source: {file, line: raw.line},
  };
}

/** Parses one release-line file; releases must be listed newest first. */
export function parseReleaseLine(file: string, content: string): Release[] {
  const releases = splitReleases(file, content).map((raw) => parseRelease(file, raw));
  releases.forEach((release, index) => {
    const newer = releases[index - 1];
    if (newer && !semver.gt(newer.version, release.version)) {
      throw new ChangelogError(
        file,
        release.source.line,
        `releases must be listed newest first, but ${release.version} comes after ${newer.version}`,
      );
    }
    if (newer && newer.date < release.date) {
      throw new ChangelogError(
        file,
        release.source.line,
        `${release.version} (${release.date}) is dated after the newer ${newer.version} (${newer.date})`,
      );
    }
  });
  return releases;
}

/** Parses every release-line file and rejects a version released twice. */
export function parseChangelog(files: {file: string; content: string}[]): Release[] {
  const releases = files.flatMap(({file, content}) => parseReleaseLine(file, content));
  const seen = new Map<string, Release>();
  for (const release of releases) {
    const first = seen.get(release.version);
    if (first) {
      throw new ChangelogError(
        release.source.file,
        release.source.line,
        `version ${release.version} is already listed at ${first.source.file}:${first.source.line}`,
      );
    }
    seen.set(release.version, release);
  }
  return releases;
}
