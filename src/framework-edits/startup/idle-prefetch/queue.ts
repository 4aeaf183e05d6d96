/**
 * A queue that runs its jobs in short slices of idle time, so a burst of work
 * never blocks input for long. Each slice runs jobs until `sliceMs` have
 * passed (at least one job), then yields to the browser.
 */
import {whenIdle} from '@site/src/utils/whenIdle';

export type Scheduler = {
  /** Calls `callback` when the browser is next idle. */
  whenIdle: (callback: () => void) => void;
  now: () => number;
};

export function browserScheduler(): Scheduler {
  return {
    whenIdle: (callback) => void whenIdle(callback, {timeout: 2000, fallbackDelay: 50}),
    now: () => performance.now(),
  };
}

export function createIdleQueue(scheduler: Scheduler, sliceMs = 8): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const runSlice = () => {
    const start = scheduler.now();
    do {
      const job = jobs.shift()!;
      try {
        job();
      } catch (error) {
        // One failed prefetch must not stop the others; the browser still reports it.
        setTimeout(() => {
          throw error;
        });
      }
    } while (jobs.length > 0 && scheduler.now() - start < sliceMs);
    scheduled = jobs.length > 0;
    if (scheduled) scheduler.whenIdle(runSlice);
  };

  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      scheduler.whenIdle(runSlice);
    }
  };
}
