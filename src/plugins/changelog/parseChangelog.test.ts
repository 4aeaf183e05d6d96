import {parseChangelog, parseReleaseLine} from './parseChangelog';

const file = 'changelog/9.9.md';

const valid = `# Docusaurus 9.9

Intro text before the first release is ignored.

## 9.9.1 (2030-02-03)

This patch fixes the 9.9.0 publish.

### Bug fix

- **docusaurus**: The build no longer crashes on empty folders ([#12](https://github.com/facebook/docusaurus/pull/12) by @ada)

### Committers

- Ada Lovelace (@ada)
- @bot-account

## 9.9.0 (2030-02-01)

### New feature

- **docusaurus-theme-classic**: A new \`Banner\` component ([#10](https://github.com/facebook/docusaurus/pull/10) by @ada)
- **docusaurus-plugin-content-docs**: Sidebars accept icons ([#11](https://github.com/facebook/docusaurus/pull/11) by @grace)

### Polish

- Code block in a detail:

  \`\`\`md
  ## This is not a release heading
  \`\`\`

### Committers

- Ada Lovelace (@ada)
- Grace Hopper (@grace)
`;

describe('a valid release line', () => {
  const releases = parseReleaseLine(file, valid);

  test('yields one release per heading, with version, date and source line', () => {
    expect(releases.map(({version, date, source}) => [version, date, source.line])).toEqual([
      ['9.9.1', '2030-02-03', 5],
      ['9.9.0', '2030-02-01', 18],
    ]);
  });

  test('keeps the note, the sections in order with their entry counts, and the committers', () => {
    const [patch, minor] = releases;
    expect(patch.note).toBe('This patch fixes the 9.9.0 publish.');
    expect(patch.committers).toEqual([{name: 'Ada Lovelace', handle: 'ada'}, {handle: 'bot-account'}]);
    expect(minor.sections.map(({kind, entries}) => [kind, entries])).toEqual([
      ['New feature', 2],
      ['Polish', 1],
    ]);
  });

  test('ignores "## " lines inside fenced code', () => {
    expect(releases[1].sections[1].markdown).toContain('## This is not a release heading');
  });
});

describe('bad input fails with the file, the line and the reason', () => {
  const release = (heading: string, body = '### Bug fix\n\n- Something was fixed') => `${heading}\n\n${body}\n`;

  test.each([
    ['a heading without a date', '## 9.9.0', /9\.9\.md:1: a release heading must read "## <version> \(<YYYY-MM-DD>\)"/],
    ['a heading with a bad date format', '## 9.9.0 (01/02/2030)', /:1: a release heading must read/],
    ['an invalid version', '## 9.9 (2030-02-01)', /:1: "9\.9" is not a valid semantic version/],
    ['an impossible date', '## 9.9.0 (2030-02-30)', /:1: "2030-02-30" is not a real calendar date/],
  ])('%s', (_, heading, error) => {
    expect(() => parseReleaseLine(file, release(heading))).toThrow(error);
  });

  test('an empty release', () => {
    expect(() => parseReleaseLine(file, '## 9.9.0 (2030-02-01)\n\n')).toThrow(
      /9\.9\.md:1: release 9\.9\.0 is empty: it has no changes and no note/,
    );
  });

  test('an empty section', () => {
    expect(() => parseReleaseLine(file, '## 9.9.0 (2030-02-01)\n\n### Bug fix\n\n### Polish\n\n- x\n')).toThrow(
      /9\.9\.0: the "Bug fix" section is empty/,
    );
  });

  test('an unknown kind of change', () => {
    expect(() => parseReleaseLine(file, release('## 9.9.0 (2030-02-01)', '### Fixes\n\n- x'))).toThrow(
      /9\.9\.md:3: unknown kind of change "Fixes"; use one of: Breaking change, New feature/,
    );
  });

  test('sections out of order', () => {
    const body = '### Bug fix\n\n- x\n\n### New feature\n\n- y';
    expect(() => parseReleaseLine(file, release('## 9.9.0 (2030-02-01)', body))).toThrow(
      /:7: 9\.9\.0: "New feature" must come before "Bug fix"/,
    );
  });

  test('a malformed committer', () => {
    const body = '### Bug fix\n\n- x\n\n### Committers\n\n- Ada without a handle';
    expect(() => parseReleaseLine(file, release('## 9.9.0 (2030-02-01)', body))).toThrow(
      /:9: a committer must read "- Full Name \(@handle\)" or "- @handle"/,
    );
  });

  test('releases not listed newest first', () => {
    const content = release('## 9.9.0 (2030-02-01)') + release('## 9.9.1 (2030-02-03)');
    expect(() => parseReleaseLine(file, content)).toThrow(
      /:6: releases must be listed newest first, but 9\.9\.1 comes after 9\.9\.0/,
    );
  });

  test('a file without any release', () => {
    expect(() => parseReleaseLine(file, '# Docusaurus 9.9\n\nNothing yet.\n')).toThrow(
      /9\.9\.md:1: the file has no release heading/,
    );
  });

  test('the same version in two files', () => {
    expect(() =>
      parseChangelog([
        {file: 'changelog/a.md', content: release('## 9.9.0 (2030-02-01)')},
        {file: 'changelog/b.md', content: `# B\n\n${release('## 9.9.0 (2030-02-01)')}`},
      ]),
    ).toThrow(/changelog\/b\.md:3: version 9\.9\.0 is already listed at changelog\/a\.md:1/);
  });
});
