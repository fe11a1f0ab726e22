import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findHook, scheduleName, watchesKind, type Manifest } from '../../../lib/cloudcode/manifest.js';

const manifest: Manifest = {
  functions: [],
  jobs: ['tidy'],
  schedules: [],
  hooks: [
    { when: 'before', event: 'entry.create', channel: 'posts' },
    { when: 'after', event: 'customer.update', channel: null },
  ],
};

describe('findHook and watchesKind', () => {
  it('finds an entry hook by its channel only, and other kinds without one', () => {
    expect(findHook(manifest, 'before', 'entry', 'create', 'posts')).toEqual(manifest.hooks[0]);
    expect(findHook(manifest, 'before', 'entry', 'create', 'news')).toBeUndefined();
    expect(findHook(manifest, 'after', 'entry', 'create', 'posts')).toBeUndefined();
    expect(findHook(manifest, 'after', 'customer', 'update')).toEqual(manifest.hooks[1]);
    expect(findHook(manifest, 'after', 'customer', 'delete')).toBeUndefined();
    expect([
      watchesKind(manifest, 'after', 'customer'),
      watchesKind(manifest, 'after', 'entry'),
      watchesKind(manifest, 'before', 'entry'),
    ]).toEqual([true, false, true]);
  });

  it("names a schedule by site, job, time and params, within EventBridge Scheduler's limits", () => {
    const hash = (text: string) => createHash('sha256').update(text).digest('hex');
    const name = scheduleName('a'.repeat(24), { job: 'tidy', every: '0 * * * *', params: null }, hash);
    expect(name).toMatch(/^cc\.a{24}\.[0-9a-f]{32}$/);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(scheduleName('a'.repeat(24), { job: 'tidy', every: '0 * * * *', params: { x: 1 } }, hash)).not.toBe(name);
  });
});
