import { describe, expect, it } from 'vitest';
import { cronProblem, nextFiring } from '../../../lib/queues/cron-rules.js';

describe('cronProblem', () => {
  it.each(['*/5 * * * *', '0 3 * * *', '30 8 1 * *', '0 9 * * 1-5', '15 10 * 1,6 0', '0 0 * * 7'])(
    'accepts %s',
    (expression) => {
      expect(cronProblem(expression)).toBeUndefined();
    },
  );

  it.each([
    ['* * * *', /5 fields/],
    ['* * * * * *', /5 fields/],
    ['@daily', /5 fields/],
    ['0 9 * * MON', /digits/],
    ['0 9 1 * 1', /both the day of the month and the day of the week/],
    ['0 9 * * */2', /step the day of the week/],
    ['61 * * * *', /not a valid cron/],
    ['0 25 * * *', /not a valid cron/],
  ])('refuses %s', (expression, problem) => {
    expect(cronProblem(expression)).toMatch(problem);
  });
});

describe('nextFiring', () => {
  it('is the first firing strictly after the given instant, in UTC', () => {
    expect(nextFiring('*/5 * * * *', new Date('2026-11-25T10:02:00Z')).toISOString()).toBe('2026-11-25T10:05:00.000Z');
    expect(nextFiring('*/5 * * * *', new Date('2026-11-25T10:05:00Z')).toISOString()).toBe('2026-11-25T10:10:00.000Z');
    expect(nextFiring('0 3 * * *', new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(nextFiring('0 9 * * 1', new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
});
