/**
 * Release facts shown on the community "Canary releases" page.
 * Canary builds are pre-releases of `nextVersion`, published under `distTag`.
 * Update these values by hand when a new stable version ships.
 */
export const canaryRelease = {
  latestStable: '3.10.2',
  nextVersion: '3.11.0',
  distTag: 'canary',
  checkedOn: '2026-11-21',
} as const;

export type CanaryRelease = typeof canaryRelease;
