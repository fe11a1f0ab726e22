import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  admit, batchSize, flushSettled, flushStarted, overshootBound, ratePolicy, windowAt, type LocalCount,
} from '../../../lib/auth/rate-limit-rules.js';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0); // a window start for windows of 60 s
const policy = ratePolicy(600, 60);
const fresh = { counts: {} as Record<number, number>, lastUsedAt: new Date(T0).toISOString() };

describe('batchSize', () => {
  it('keeps batches at most 50, a fortieth of what the window has left, and at least one', () => {
    expect(batchSize(policy, 600)).toBe(15);
    expect(batchSize(ratePolicy(1_000_000, 60), 1_000_000)).toBe(50);
    expect(batchSize(policy, 79)).toBe(1);
    expect(batchSize(policy, 0)).toBe(1);
    expect(batchSize(policy, -5)).toBe(1);
  });

  it('bounds the overshoot of 4 instances within 10% of the limit plus 10 requests per instance, for any limit', () => {
    for (const limit of [1, 5, 39, 40, 80, 120, 600, 1000, 2000, 5000, 100_000]) {
      expect(overshootBound(ratePolicy(limit, 60), 4), `limit ${limit}`).toBeLessThanOrEqual(0.1 * limit + 10 * 4);
    }
    expect(overshootBound(policy, 4)).toBe(45);
    expect(overshootBound(policy, 1)).toBe(0);
  });
});

describe('admit', () => {
  it('counts a request locally and flushes only when the batch is full or the flush is due', () => {
    let local: LocalCount | undefined;
    const flushes: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const step = admit({ policy, local, stored: fresh, nowMs: T0 + i });
      expect(step.admission).toMatchObject({ allowed: true, used: i + 1, limit: 600, reset: windowAt(T0, 60) * 60 + 60 });
      local = step.local;
      if (step.admission.flush) { flushes.push(i + 1); local = flushStarted(local, local.pending, T0 + i); }
    }
    // batchSize(600 - 15) = 14: the 14th request flushes, the 15th starts the next batch.
    expect(flushes).toEqual([14]);
    expect(local).toMatchObject({ pending: 1, inFlight: 14 });
  });

  it('flushes on the first request once flushEveryMs has passed since the last flush', () => {
    const first = admit({ policy, local: undefined, stored: fresh, nowMs: T0 });
    expect(first.admission.flush).toBe(false);
    const later = admit({ policy, local: first.local, stored: fresh, nowMs: T0 + policy.flushEveryMs });
    expect(later.admission.flush).toBe(true);
  });

  it('sees the stored total of the window plus its own pending and in-flight counts', () => {
    const local = { window: windowAt(T0, 60), pending: 3, inFlight: 2, learned: 0, flushedAt: T0 };
    const step = admit({ policy, local, stored: { ...fresh, counts: { [windowAt(T0, 60)]: 100, [windowAt(T0, 60) - 1]: 599 } }, nowMs: T0 });
    expect(step.admission.used).toBe(106);
  });

  it('refuses at the limit without counting the refused request, and flushes what it holds', () => {
    const window = windowAt(T0, 60);
    const local = { window, pending: 2, inFlight: 0, learned: 0, flushedAt: T0 };
    const step = admit({ policy, local, stored: { ...fresh, counts: { [window]: 598 } }, nowMs: T0 });
    expect(step.admission).toMatchObject({ allowed: false, used: 600, flush: true });
    expect(step.local.pending).toBe(2);
    const idle = admit({ policy, local: { ...local, pending: 0 }, stored: { ...fresh, counts: { [window]: 600 } }, nowMs: T0 });
    expect(idle.admission).toMatchObject({ allowed: false, flush: false });
  });

  it('learns the total a flush answers even when a later read is older', () => {
    const window = windowAt(T0, 60);
    const settled = flushSettled({ window, pending: 0, inFlight: 5, learned: 0, flushedAt: T0 }, 5, 590);
    expect(settled).toMatchObject({ inFlight: 0, learned: 590 });
    expect(admit({ policy, local: settled, stored: { ...fresh, counts: { [window]: 400 } }, nowMs: T0 }).admission.used).toBe(591);
    // A failed flush keeps its amount to send again.
    expect(flushSettled({ window, pending: 1, inFlight: 5, learned: 0, flushedAt: T0 }, 5, undefined)).toMatchObject({ pending: 6, inFlight: 0 });
  });

  it('starts over in a new window', () => {
    const window = windowAt(T0, 60);
    const old = { window: window - 1, pending: 40, inFlight: 0, learned: 600, flushedAt: T0 - 60_000 };
    const step = admit({ policy, local: old, stored: { ...fresh, counts: { [window - 1]: 600 } }, nowMs: T0 });
    expect(step.admission).toMatchObject({ allowed: true, used: 1 });
    expect(step.local).toMatchObject({ window, pending: 1, learned: 0 });
  });

  it('asks for a last-used stamp when the stored one is missing or a minute old, and not otherwise', () => {
    const at = (lastUsedAt?: string) => admit({ policy, local: undefined, stored: { counts: {}, lastUsedAt }, nowMs: T0 }).admission;
    expect(at(undefined)).toMatchObject({ touch: true, flush: true });
    expect(at(new Date(T0 - 60_000).toISOString())).toMatchObject({ touch: true, flush: true });
    expect(at(new Date(T0 - 59_000).toISOString())).toMatchObject({ touch: false, flush: false });
  });

  it('starts no second flush while one is in flight', () => {
    const local = { window: windowAt(T0, 60), pending: 20, inFlight: 14, learned: 0, flushedAt: T0 - 10_000 };
    expect(admit({ policy, local, stored: fresh, nowMs: T0 }).admission.flush).toBe(false);
  });
});

/**
 * K instances, each serving one request at a time as Lambda does: a request reads the token
 * (the window's stored total), is admitted or refused, and its flush lands some time later, while
 * other instances go on. Whatever the interleaving, a window admits at most limit + overshootBound.
 */
describe('the bound, with instances interleaved at random', () => {
  type Instance = { local?: LocalCount; state: 'idle' | 'read' | 'flushing'; snapshot: number; flush?: { amount: number; window: number } };

  const simulate = (limit: number, instances: number, schedule: readonly number[], stepMs: number) => {
    const rules = ratePolicy(limit, 60);
    const stored = new Map<number, number>();
    const all: Instance[] = Array.from({ length: instances }, () => ({ state: 'idle', snapshot: 0 }));
    let admitted = 0;
    let now = T0;
    for (const pick of schedule) {
      now += stepMs;
      if (windowAt(now, 60) !== windowAt(T0, 60)) break;
      const instance = all[pick % instances] as Instance;
      const window = windowAt(now, 60);
      if (instance.state === 'idle') {
        instance.snapshot = stored.get(window) ?? 0;
        instance.state = 'read';
      } else if (instance.state === 'read') {
        const { local, admission } = admit({ policy: rules, local: instance.local, stored: { counts: { [window]: instance.snapshot }, lastUsedAt: new Date(now).toISOString() }, nowMs: now });
        if (admission.allowed) admitted += 1;
        instance.local = local;
        if (admission.flush) {
          instance.flush = { amount: local.pending, window };
          instance.local = flushStarted(local, local.pending, now);
          instance.state = 'flushing';
        } else instance.state = 'idle';
      } else {
        const { amount, window: flushed } = instance.flush as { amount: number; window: number };
        const total = (stored.get(flushed) ?? 0) + amount;
        stored.set(flushed, total);
        instance.local = flushSettled(instance.local as LocalCount, amount, total);
        instance.state = 'idle';
      }
    }
    return { admitted, bound: limit + overshootBound(rules, instances) };
  };

  it('never admits more than the limit plus the stated overshoot', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 100, maxLength: 6000 }), fc.integer({ min: 0, max: 20 }),
      (limit, instances, schedule, stepMs) => {
        const { admitted, bound } = simulate(limit, instances, schedule, stepMs);
        expect(admitted).toBeLessThanOrEqual(bound);
      },
    ), { numRuns: 300 });
  });

  it('admits the whole limit when requests keep coming (refuses only once it is used)', () => {
    const schedule = Array.from({ length: 12_000 }, (_, i) => (i * 7919) % 4);
    const { admitted, bound } = simulate(600, 4, schedule, 1);
    expect(admitted).toBeGreaterThanOrEqual(600);
    expect(admitted).toBeLessThanOrEqual(bound);
  });
});
