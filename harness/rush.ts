/** What one buyer of a rush got: the answer, and how long it took. */
export interface RushAnswer<T> {
  readonly value: T;
  readonly ms: number;
}

/**
 * Runs `count` calls with at most `concurrency` in flight, as that many buyers hitting "pay" at
 * once: `call(i)` is the i-th buyer's. Answers in buyer order, with the wall time of the whole rush.
 */
export const rush = async <T>(
  count: number,
  concurrency: number,
  call: (index: number) => Promise<T>,
): Promise<{ answers: RushAnswer<T>[]; seconds: number }> => {
  const answers: RushAnswer<T>[] = new Array(count);
  let next = 0;
  const started = performance.now();
  const buyer = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const start = performance.now();
      const value = await call(index);
      answers[index] = { value, ms: performance.now() - start };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, buyer));
  return { answers, seconds: (performance.now() - started) / 1000 };
};

/** The q-quantile (0..1) of some numbers, nearest rank. */
export const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
