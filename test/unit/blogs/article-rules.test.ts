import { describe, expect, it } from 'vitest';
import { isLive, publishKey, resolvePublishAt, slugifiedTags, toUtc } from '../../../lib/blogs/article-rules.js';

const NOW = '2026-11-25T10:00:00Z';

describe('slugifiedTags', () => {
  it('slugs each tag in order, dropping empties and repeats', () => {
    expect(slugifiedTags(['Ghent', 'Café Crème', 'ghent', '!!!', 'Open Air'])).toEqual([
      'ghent',
      'cafe-creme',
      'open-air',
    ]);
    expect(slugifiedTags([])).toEqual([]);
  });
});

describe('toUtc', () => {
  it('stores any offset as UTC at second precision', () => {
    expect(toUtc('2026-06-01T12:30:45.678+02:00')).toBe('2026-06-01T10:30:45Z');
    expect(toUtc('2026-06-01T00:00:00Z')).toBe('2026-06-01T00:00:00Z');
  });
});

describe('resolvePublishAt', () => {
  it('takes a given publish_at, in UTC, whatever the status', () => {
    expect(resolvePublishAt('draft', '2026-12-01T09:00:00+01:00', null, NOW)).toBe('2026-12-01T08:00:00Z');
    expect(resolvePublishAt('published', '2026-12-01T08:00:00Z', '2026-01-01T00:00:00Z', NOW)).toBe(
      '2026-12-01T08:00:00Z',
    );
  });

  it('keeps the one the article has when none is given', () => {
    expect(resolvePublishAt('published', undefined, '2026-01-01T00:00:00Z', NOW)).toBe('2026-01-01T00:00:00Z');
    expect(resolvePublishAt('draft', undefined, '2026-01-01T00:00:00Z', NOW)).toBe('2026-01-01T00:00:00Z');
  });

  it('stamps the moment of publishing on a published article without one, and leaves a draft without', () => {
    expect(resolvePublishAt('published', undefined, null, NOW)).toBe(NOW);
    expect(resolvePublishAt('draft', undefined, null, NOW)).toBeNull();
  });
});

describe('isLive', () => {
  it('is true only for a published article whose publish_at has come', () => {
    expect(isLive({ status: 'published', publish_at: '2026-11-25T09:59:59Z' }, NOW)).toBe(true);
    expect(isLive({ status: 'published', publish_at: NOW }, NOW)).toBe(true);
    expect(isLive({ status: 'published', publish_at: '2026-11-25T10:00:01Z' }, NOW)).toBe(false);
    expect(isLive({ status: 'published', publish_at: null }, NOW)).toBe(false);
    expect(isLive({ status: 'draft', publish_at: '2026-01-01T00:00:00Z' }, NOW)).toBe(false);
  });
});

describe('publishKey', () => {
  it('sorts by publish time, ties by id', () => {
    const keys = [
      publishKey('2026-02-01T00:00:00Z', 'b'),
      publishKey('2026-01-01T00:00:00Z', 'z'),
      publishKey('2026-02-01T00:00:00Z', 'a'),
    ];
    expect([...keys].sort()).toEqual([
      publishKey('2026-01-01T00:00:00Z', 'z'),
      publishKey('2026-02-01T00:00:00Z', 'a'),
      publishKey('2026-02-01T00:00:00Z', 'b'),
    ]);
  });
});
