import {defaultCpuSlowdown, slowdownForLongestTask} from '../../scripts/lib/cpuSlowdown.mjs';

describe("check:lighthouse's CPU slowdown for a host", () => {
  it("keeps Lighthouse's own 4× when no task of the page with no script reached 50 ms", () => {
    expect(defaultCpuSlowdown).toBe(4);
    expect(slowdownForLongestTask(0)).toBe(4);
  });

  it('lowers the slowdown just enough for the longest task of that page to stay under 50 ms', () => {
    // 116 ms at 4× is 29 ms of the host's own time: 1.6× makes it 46.4 ms; 1.7× (49.3 ms) would leave less than 1 ms.
    for (const longestTask of [50, 60, 116, 129, 190]) {
      const slowdown = slowdownForLongestTask(longestTask);
      const hostTime = longestTask / defaultCpuSlowdown;
      expect(hostTime * slowdown).toBeLessThan(50);
      expect(hostTime * (slowdown + 0.1)).toBeGreaterThanOrEqual(49);
    }
    expect(slowdownForLongestTask(116)).toBe(1.6);
  });

  it('never emulates a phone faster than the host itself', () => {
    expect(slowdownForLongestTask(400)).toBe(1);
    expect(slowdownForLongestTask(2000)).toBe(1);
  });
});
