import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from '../../../lib/webhooks/settings.js';

describe('the retry schedule', () => {
  it('defaults to about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, and is replaced by the setting', () => {
    expect(parseRetrySchedule(undefined)).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(DEFAULT_RETRY_SCHEDULE).toEqual([5, 300, 1800, 7200, 18000, 36000]);
    expect(parseRetrySchedule('1, 2,3')).toEqual([1, 2, 3]);
    expect(() => parseRetrySchedule('1,x')).toThrow();
    expect(() => parseRetrySchedule('-1')).toThrow();
  });
});
