import { describe, expect, it } from 'vitest';
import { manifestProblems } from '../../../lib/cloudcode/manifest-rules.js';
import { EMPTY_MANIFEST, type Manifest } from '../../../lib/cloudcode/manifest.js';

const now = new Date('2026-06-01T00:00:00Z');
const codes = (manifest: Partial<Manifest>) =>
  manifestProblems({ ...EMPTY_MANIFEST, ...manifest }, now).map((error) => `${error.field} ${error.code}`);

describe('manifestProblems', () => {
  it('accepts functions, jobs, hooks and valid schedules', () => {
    expect(
      codes({
        functions: ['hello', 'a.b-c_d'],
        jobs: ['tidy'],
        hooks: [
          { when: 'before', event: 'entry.create', channel: 'posts' },
          { when: 'after', event: 'entry.delete', channel: 'news' },
          { when: 'before', event: 'customer.create', channel: null },
          { when: 'before', event: 'product.update', channel: null },
          { when: 'before', event: 'coupon.delete', channel: null },
          { when: 'after', event: 'order.create', channel: null },
          { when: 'after', event: 'order.update', channel: null },
        ],
        schedules: [
          { job: 'tidy', every: '*/5 * * * *', params: null },
          { job: 'tidy', at: '2026-06-02T10:00:00Z', params: { a: 1 } },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses bad names, hook events, channels and order before-hooks', () => {
    expect(
      codes({
        functions: ['1bad'],
        jobs: ['x'.repeat(65)],
        hooks: [
          { when: 'before', event: 'page.create', channel: null },
          { when: 'before', event: 'order.create', channel: null },
          { when: 'after', event: 'entry.update', channel: null },
          { when: 'after', event: 'customer.update', channel: 'posts' },
        ],
      }),
    ).toEqual([
      'functions.1bad invalid_registration',
      `jobs.${'x'.repeat(65)} invalid_registration`,
      'hooks.page.create invalid_registration',
      'hooks.order.create invalid_registration',
      'hooks.entry.update invalid_registration',
      'hooks.customer.update invalid_registration',
    ]);
  });

  it('refuses schedules of unknown jobs, bad cron, past or malformed times, duplicates and more than 20', () => {
    expect(
      codes({
        jobs: ['tidy'],
        schedules: [
          { job: 'other', every: '0 * * * *', params: null },
          { job: 'tidy', every: '61 * * * *', params: null },
          { job: 'tidy', at: '2026-05-31T00:00:00Z', params: null },
          { job: 'tidy', at: 'tomorrow', params: null },
          { job: 'tidy', every: '0 0 * * *', params: null },
          { job: 'tidy', every: '0 0 * * *', params: null },
        ],
      }),
    ).toEqual([
      'schedules.0 unknown_job',
      'schedules.1 invalid_cron',
      'schedules.2 invalid_at',
      'schedules.3 invalid_at',
      'schedules.5 duplicate_schedule',
    ]);
    expect(
      codes({
        jobs: ['tidy'],
        schedules: Array.from({ length: 21 }, (_, i) => ({ job: 'tidy', every: `${i} * * * *`, params: null })),
      }),
    ).toEqual(['schedules too_many_schedules']);
  });
});
