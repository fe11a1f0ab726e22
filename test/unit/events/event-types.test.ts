import { describe, expect, it } from 'vitest';
import {
  EVENT_RESOURCES,
  EVENT_TYPES,
  isEventPattern,
  LIFECYCLE_EVENTS,
  matchesPatterns,
} from '../../../lib/events/event-types.js';

describe('event types and patterns', () => {
  it('knows every resource action and ping', () => {
    expect(EVENT_TYPES).toContain('page.created');
    expect(EVENT_TYPES).toContain('checkout_profile.deleted');
    expect(EVENT_TYPES).toContain('ping');
    expect(EVENT_TYPES).toContain('order.updated');
    expect(EVENT_TYPES).toContain('product_type.created');
    expect(EVENT_TYPES).toContain('device.created');
    expect(EVENT_TYPES).toContain('push.completed');
    // Every resource's three actions, the lifecycle events (push.completed), and ping.
    expect(EVENT_TYPES).toHaveLength(EVENT_RESOURCES.length * 3 + LIFECYCLE_EVENTS.length + 1);
    for (const resource of EVENT_RESOURCES)
      expect(EVENT_TYPES).toEqual(
        expect.arrayContaining([`${resource}.created`, `${resource}.updated`, `${resource}.deleted`]),
      );
  });

  it.each([
    ['*', true],
    ['page.*', true],
    ['shipping_rate.updated', true],
    ['page.exploded', false],
    ['nothing.*', false],
    ['ping', false],
    ['', false],
    ['page', false],
    ['*.created', false],
    ['push.*', true],
    ['push.completed', true],
    ['push.created', false],
  ])('isEventPattern(%j) is %s', (pattern, expected) => expect(isEventPattern(pattern)).toBe(expected));

  it.each([
    ['page.created', ['*'], true],
    ['page.created', ['page.*'], true],
    ['page.created', ['page.updated'], false],
    ['page.created', ['page.created'], true],
    ['pages.created', ['page.*'], false],
    ['blog.created', ['page.*', 'blog.created'], true],
    ['ping', ['page.*'], false],
    ['push.completed', ['push.*'], true],
  ] as const)('%s matches %j: %s', (type, patterns, expected) =>
    expect(matchesPatterns(type, patterns)).toBe(expected),
  );
});
