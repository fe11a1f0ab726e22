import { describe, expect, it } from 'vitest';
import { nextLink } from '../../../client/links.js';
import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfter, retryDelay } from '../../../client/retry-policy.js';

describe('retryDelay', () => {
  it('waits a random time below base × 2^attempt (full jitter), never above the cap', () => {
    const policy = { retries: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, undefined, policy, () => 0.999999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(retryDelay(3, undefined, policy, () => 0)).toBe(0);
    expect(retryDelay(2, undefined, policy, () => 0.5)).toBe(200);
  });

  it('honours Retry-After, within the cap', () => {
    expect(retryDelay(0, 2000, DEFAULT_RETRY_POLICY, () => 0)).toBe(2000);
    expect(retryDelay(0, 3_600_000, DEFAULT_RETRY_POLICY, () => 0)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30_000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('isRetryableStatus', () => {
  it('retries rate limiting and server failures only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 412, 413, 422, 501].some(isRetryableStatus)).toBe(false);
  });
});

describe('nextLink', () => {
  it('finds rel="next" among several links and resolves it against the request URL', () => {
    expect(nextLink('<https://a.test/pages?cursor=x>; rel="next"', 'https://a.test/pages')).toBe(
      'https://a.test/pages?cursor=x',
    );
    expect(nextLink('</pages?cursor=1>; rel="prev", </pages?cursor=2>; rel="next"', 'https://a.test/pages')).toBe(
      'https://a.test/pages?cursor=2',
    );
    expect(nextLink('<https://a.test/x>; rel=next', 'https://a.test/')).toBe('https://a.test/x');
    expect(nextLink('<https://a.test/x>; rel="prev"', 'https://a.test/')).toBeUndefined();
    expect(nextLink(null, 'https://a.test/')).toBeUndefined();
  });
});
