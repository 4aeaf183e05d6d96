/**
 * Turns parsed releases into the Markdown posts the blog plugin renders: one
 * post per release at /changelog/<version>/, in release order, with the
 * committers as authors and a one-line summary above the truncation marker
 * for the compact list.
 */
import semver from 'semver';
import type {ChangeKind, Release} from './parseChangelog';

export const postsPerPage = 20;

/** A generated post: its file name (date and version) and its Markdown. */
export type ReleasePost = {fileName: string; content: string};

const kindNames: Record<ChangeKind, [singular: string, plural: string]> = {
  'Breaking change': ['breaking change', 'breaking changes'],
  'New feature': ['new feature', 'new features'],
  'Bug fix': ['bug fix', 'bug fixes'],
  Polish: ['polish', 'polish items'],
  Documentation: ['documentation change', 'documentation changes'],
  Maintenance: ['maintenance change', 'maintenance changes'],
};

function count(n: number, [singular, plural]: [string, string]): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function summarize(release: Release): string {
  const parts = release.sections.map((section) => count(section.entries, kindNames[section.kind]));
  if (release.committers.length > 0) {
    parts.push(count(release.committers.length, ['committer', 'committers']));
  }
  return parts.join(' · ');
}

/**
 * Releases newest first: by date, then, for releases of the same day, by
 * version, so 2.4.3 is listed above 2.4.2 although both came out on
 * 2023-09-20.
 */
export function sortNewestFirst(releases: Release[]): Release[] {
  return [...releases].sort(
    (a, b) => b.date.localeCompare(a.date) || semver.rcompare(a.version, b.version),
  );
}

/**
 * A timestamp per release that keeps the release order for the blog plugin,
 * which sorts by date only: the newest of several same-day releases gets the
 * latest second of that day.
 */
function timestamps(sorted: Release[]): Map<Release, string> {
  const result = new Map<Release, string>();
  const sameDayBefore = new Map<string, number>();
  for (const release of [...sorted].reverse()) {
    const index = sameDayBefore.get(release.date) ?? 0;
    sameDayBefore.set(release.date, index + 1);
    result.set(release, `${release.date}T12:00:${String(index).padStart(2, '0')}Z`);
  }
  return result;
}

const yaml = (value: string) => JSON.stringify(value);

/**
 * @param leadingPosts posts listed before the releases (the overview page),
 *   which shift the list page each release lands on.
 */
export function releasePosts(releases: Release[], leadingPosts = 0): ReleasePost[] {
  const sorted = sortNewestFirst(releases);
  const times = timestamps(sorted);
  return sorted.map((release, index) => {
    const listPage = Math.floor((index + leadingPosts) / postsPerPage) + 1;
    const summary = summarize(release);
    const frontMatter = [
      '---',
      `title: ${yaml(release.version)}`,
      `slug: ${yaml(`/${release.version}`)}`,
      `date: ${times.get(release)}`,
      `description: ${yaml(`Changes in Docusaurus ${release.version}${summary ? `: ${summary}` : ''}.`)}`,
      `changelog_list_page: ${listPage}`,
      release.committers.length > 0 ? 'authors:' : 'authors: []',
      ...release.committers.flatMap((committer) => [
        `  - name: ${yaml(committer.name ?? `@${committer.handle}`)}`,
        `    url: ${yaml(`https://github.com/${committer.handle}`)}`,
      ]),
      '---',
    ];
    // Sections become level-2 headings: the version is the page's <h1>.
    const body = release.sections
      .map((section) => `## ${section.kind}\n\n${section.markdown}`)
      .join('\n\n');
    const content = [
      frontMatter.join('\n'),
      release.note,
      summary && `*${summary}*`,
      '{/* truncate */}',
      body,
    ]
      .filter(Boolean)
      .join('\n\n');
    return {fileName: `${release.date}-${release.version}.mdx`, content: `${content}\n`};
  });
}
