import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  admit,
  batchSize,
  flushDue,
  flushSettled,
  flushStarted,
  overshootBound,
  ratePolicy,
  windowAt,
  type LocalCount,
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
  const count = (
    local: LocalCount | undefined,
    stored: { counts: Record<number, number>; lastUsedAt?: string } = fresh,
    nowMs = T0,
  ) => admit({ policy, local, stored, nowMs });

  it('counts a request locally and makes the batch due once it is full', () => {
    let local: LocalCount | undefined;
    const due: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const step = count(local, fresh, T0 + i);
      expect(step.admission).toMatchObject({
        allowed: true,
        used: i + 1,
        limit: 600,
        reset: windowAt(T0, 60) * 60 + 60,
        touch: false,
      });
      local = step.local;
      if (flushDue(policy, local, T0 + i)) {
        due.push(i + 1);
        local = flushStarted(local, local.pending, T0 + i);
      }
    }
    // batchSize(600 - 14) = 14: the 14th request makes the batch due, the 15th starts the next one.
    expect(due).toEqual([14]);
    expect(local).toMatchObject({ pending: 1, inFlight: 14, due: false });
  });

  it('makes a batch due once flushEveryMs has passed since the last flush, and drops one of a past window', () => {
    const first = count(undefined);
    expect(flushDue(policy, first.local, T0)).toBe(false);
    expect(flushDue(policy, first.local, T0 + policy.flushEveryMs)).toBe(true);
    expect(flushDue(policy, first.local, T0 + 60_000)).toBe(false);
    expect(flushDue(policy, { ...first.local, pending: 0 }, T0 + policy.flushEveryMs)).toBe(false);
    // A flush on its way does not hold the next one back (several requests in progress in one instance).
    expect(flushDue(policy, { ...first.local, inFlight: 3 }, T0 + policy.flushEveryMs)).toBe(true);
    expect(flushDue(policy, undefined, T0)).toBe(false);
  });

  it('sees the stored total of the window plus its own pending and in-flight counts, and remembers the windows that are over', () => {
    const window = windowAt(T0, 60);
    const local = { window, pending: 3, inFlight: 2, learned: 0, flushedAt: T0, due: false, stale: [] };
    const step = count(local, { ...fresh, counts: { [window]: 100, [window - 1]: 599, [window - 5]: 3 } });
    expect(step.admission.used).toBe(106);
    expect([...step.local.stale].sort()).toEqual([window - 5, window - 1].sort());
  });

  it('refuses at the limit without counting the refused request, and makes what it holds due', () => {
    const window = windowAt(T0, 60);
    const local = { window, pending: 2, inFlight: 0, learned: 0, flushedAt: T0, due: false, stale: [] };
    const step = count(local, { ...fresh, counts: { [window]: 598 } });
    expect(step.admission).toMatchObject({ allowed: false, used: 600 });
    expect(step.local).toMatchObject({ pending: 2, due: true });
    expect(count({ ...local, pending: 0 }, { ...fresh, counts: { [window]: 600 } }).local.due).toBe(false);
  });

  it('learns the total a flush answers even when the read beside it is older', () => {
    const window = windowAt(T0, 60);
    const settled = flushSettled(
      { window, pending: 0, inFlight: 5, learned: 0, flushedAt: T0, due: false, stale: [] },
      5,
      590,
    );
    expect(settled).toMatchObject({ inFlight: 0, learned: 590 });
    expect(count(settled, { ...fresh, counts: { [window]: 585 } }).admission.used).toBe(591);
    // A failed flush keeps its amount to send again.
    expect(
      flushSettled({ window, pending: 1, inFlight: 5, learned: 0, flushedAt: T0, due: false, stale: [] }, 5, undefined),
    ).toMatchObject({ pending: 6, inFlight: 0 });
  });

  it('starts over in a new window', () => {
    const window = windowAt(T0, 60);
    const old = {
      window: window - 1,
      pending: 40,
      inFlight: 0,
      learned: 600,
      flushedAt: T0 - 60_000,
      due: true,
      stale: [],
    };
    const step = count(old, { ...fresh, counts: { [window - 1]: 600 } });
    expect(step.admission).toMatchObject({ allowed: true, used: 1 });
    expect(step.local).toMatchObject({ window, pending: 1, learned: 0, due: false, stale: [window - 1] });
  });

  it('asks for a last-used stamp when the stored one is missing or a minute old, and not otherwise', () => {
    const at = (lastUsedAt?: string) => count(undefined, { counts: {}, lastUsedAt }).admission.touch;
    expect(at(undefined)).toBe(true);
    expect(at(new Date(T0 - 60_000).toISOString())).toBe(true);
    expect(at(new Date(T0 - 59_000).toISOString())).toBe(false);
  });
});

/**
 * K instances, each serving one request at a time as Lambda does. A request sends its token's due
 * batch beside its read (both answered before it is counted), is admitted or refused, and, when
 * it stamps the last use, its write lands some time later while other instances go on. Whatever
 * the interleaving, a window admits at most limit + overshootBound.
 */
describe('the bound, with instances interleaved at random', () => {
  type Instance = {
    local?: LocalCount;
    state: 'idle' | 'read' | 'touching';
    snapshot: number;
    touch?: { amount: number; window: number };
  };

  const simulate = (limit: number, instances: number, schedule: readonly number[], stepMs: number, staleEvery = 0) => {
    const rules = ratePolicy(limit, 60);
    const stored = new Map<number, number>();
    const all: Instance[] = Array.from({ length: instances }, () => ({ state: 'idle', snapshot: 0 }));
    let admitted = 0;
    let now = T0;
    const land = (amount: number, window: number) => {
      const total = (stored.get(window) ?? 0) + amount;
      stored.set(window, total);
      return total;
    };
    for (const [step, pick] of schedule.entries()) {
      now += stepMs;
      if (windowAt(now, 60) !== windowAt(T0, 60)) break;
      const instance = all[pick % instances] as Instance;
      const window = windowAt(now, 60);
      if (instance.state === 'idle') {
        // The read and the due flush go out together; the read may see the flush or not.
        const before = stored.get(window) ?? 0;
        if (flushDue(rules, instance.local, now)) {
          const local = instance.local as LocalCount;
          const sent = flushStarted(local, local.pending, now);
          instance.local = flushSettled(sent, local.pending, land(local.pending, window));
        }
        instance.snapshot = pick % 2 ? before : (stored.get(window) ?? 0);
        instance.state = 'read';
      } else if (instance.state === 'read') {
        const lastUsedAt = new Date(staleEvery && step % staleEvery === 0 ? now - 60_000 : now).toISOString();
        const { local, admission } = admit({
          policy: rules,
          local: instance.local,
          stored: { counts: { [window]: instance.snapshot }, lastUsedAt },
          nowMs: now,
        });
        if (admission.allowed) admitted += 1;
        instance.local = local;
        if (admission.touch && local.inFlight === 0) {
          instance.touch = { amount: local.pending, window };
          instance.local = flushStarted(local, local.pending, now);
          instance.state = 'touching';
        } else instance.state = 'idle';
      } else {
        const { amount, window: sent } = instance.touch as { amount: number; window: number };
        instance.local = flushSettled(instance.local as LocalCount, amount, land(amount, sent));
        instance.state = 'idle';
      }
    }
    return { admitted, bound: limit + overshootBound(rules, instances) };
  };

  it('never admits more than the limit plus the stated overshoot', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 100, maxLength: 6000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 50 }),
        (limit, instances, schedule, stepMs, staleEvery) => {
          const { admitted, bound } = simulate(limit, instances, schedule, stepMs, staleEvery);
          expect(admitted).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('admits the whole limit when requests keep coming (refuses only once it is used)', () => {
    const schedule = Array.from({ length: 12_000 }, (_, i) => (i * 7919) % 4);
    const { admitted, bound } = simulate(600, 4, schedule, 1);
    expect(admitted).toBeGreaterThanOrEqual(600);
    expect(admitted).toBeLessThanOrEqual(bound);
  });
});
