import {createIdleQueue, type Scheduler} from './queue';

/** A scheduler whose idle callbacks run only when the test says so, with a clock the jobs advance. */
function fakeScheduler() {
  let time = 0;
  const pending: (() => void)[] = [];
  const scheduler: Scheduler = {whenIdle: (callback) => pending.push(callback), now: () => time};
  return {
    scheduler,
    advance: (ms: number) => {
      time += ms;
    },
    runIdle: () => pending.shift()?.(),
    pendingCount: () => pending.length,
  };
}

test('nothing runs until the browser is idle', () => {
  const {scheduler, pendingCount} = fakeScheduler();
  const enqueue = createIdleQueue(scheduler);
  const ran: number[] = [];
  enqueue(() => ran.push(1));
  enqueue(() => ran.push(2));
  expect(ran).toEqual([]);
  expect(pendingCount()).toBe(1);
});

test('a burst of jobs runs in order, in slices that stop once the slice time is used', () => {
  const fake = fakeScheduler();
  const enqueue = createIdleQueue(fake.scheduler, 8);
  const ran: number[] = [];
  for (let job = 1; job <= 5; job += 1) {
    enqueue(() => {
      ran.push(job);
      fake.advance(3);
    });
  }
  fake.runIdle();
  // 3 ms each: the third job ends at 9 ms, past the 8 ms slice.
  expect(ran).toEqual([1, 2, 3]);
  expect(fake.pendingCount()).toBe(1);
  fake.runIdle();
  expect(ran).toEqual([1, 2, 3, 4, 5]);
  expect(fake.pendingCount()).toBe(0);
});

test('a slow job still runs alone, and jobs added later start a new slice', () => {
  const fake = fakeScheduler();
  const enqueue = createIdleQueue(fake.scheduler, 8);
  const ran: string[] = [];
  enqueue(() => {
    ran.push('slow');
    fake.advance(20);
  });
  enqueue(() => ran.push('next'));
  fake.runIdle();
  expect(ran).toEqual(['slow']);
  fake.runIdle();
  expect(ran).toEqual(['slow', 'next']);
  enqueue(() => ran.push('later'));
  expect(fake.pendingCount()).toBe(1);
  fake.runIdle();
  expect(ran).toEqual(['slow', 'next', 'later']);
});

test('a job that throws does not stop the ones after it', () => {
  jest.useFakeTimers();
  const fake = fakeScheduler();
  const enqueue = createIdleQueue(fake.scheduler);
  const ran: number[] = [];
  enqueue(() => {
    throw new Error('chunk URL missing');
  });
  enqueue(() => ran.push(2));
  fake.runIdle();
  expect(ran).toEqual([2]);
  // The error is rethrown on its own, where the browser reports it.
  expect(() => jest.runAllTimers()).toThrow('chunk URL missing');
  jest.useRealTimers();
});
