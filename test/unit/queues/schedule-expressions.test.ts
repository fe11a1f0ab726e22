import { describe, expect, it } from 'vitest';
import { toEventBridgeAt, toEventBridgeCron } from '../../../lib/queues/schedule-expressions.js';

describe('EventBridge forms', () => {
  it("turns a 5-field expression into EventBridge Scheduler's 6 fields, with ? where it needs it and days from 1 (Sunday)", () => {
    expect(toEventBridgeCron('*/5 * * * *')).toBe('cron(*/5 * * * ? *)');
    expect(toEventBridgeCron('30 8 1 * *')).toBe('cron(30 8 1 * ? *)');
    expect(toEventBridgeCron('0 9 * * 1-5')).toBe('cron(0 9 ? * 2-6 *)');
    expect(toEventBridgeCron('15 10 * 1,6 0,7')).toBe('cron(15 10 ? 1,6 1,1 *)');
  });

  it('writes a one-time schedule as at(), to the second, in UTC', () => {
    expect(toEventBridgeAt(new Date('2026-12-01T08:30:15.250Z'))).toBe('at(2026-12-01T08:30:15)');
  });
});
