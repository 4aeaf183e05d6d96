import {releaseNotesFor} from './releaseNotes';

const releases = [
  {version: '2.4.3', permalink: '/changelog/2.4.3/'},
  {version: '2.4.2', permalink: '/changelog/2.4.2/'},
  {version: '2.0.0-beta.22', permalink: '/changelog/2.0.0-beta.22/'},
];

test('a version named after a release links to that release', () => {
  expect(releaseNotesFor('2.4.2', releases)?.permalink).toBe('/changelog/2.4.2/');
});

test('a release line links to its newest stable release', () => {
  expect(releaseNotesFor('2.x', releases)?.permalink).toBe('/changelog/2.4.3/');
});

test('a version with no release in the changelog has no notes', () => {
  expect(releaseNotesFor('3.0.0-rc.1', releases)).toBeUndefined();
  expect(releaseNotesFor('current', releases)).toBeUndefined();
  expect(releaseNotesFor('1.x', releases)).toBeUndefined();
});
