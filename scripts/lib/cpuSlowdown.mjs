/**
 * The CPU slowdown Lighthouse applies to the host's task times, as
 * check:lighthouse sets it for a host (see calibrateCpuSlowdown in
 * lighthouse.mjs). No imports, so unit tests can load it.
 */

/** Lighthouse's own CPU slowdown in its mobile preset: the host's task times, four times over. */
export const defaultCpuSlowdown = 4;

/** A main-thread task of this length or more (simulated) blocks input: Lighthouse's long task. */
const longTaskMs = 50;

/**
 * The largest slowdown (to one decimal, at most Lighthouse's 4) at which a
 * task that took `longestTask` ms at a slowdown of 4 stays under 50 ms;
 * `longestTask` is 0 when no task reached 50 ms. Never below 1: the phone is
 * not emulated faster than the host itself.
 */
export function slowdownForLongestTask(longestTask) {
  if (longestTask < longTaskMs) return defaultCpuSlowdown;
  const slowdown = Math.floor(((defaultCpuSlowdown * (longTaskMs - 1)) / longestTask) * 10) / 10;
  return Math.max(1, slowdown);
}
