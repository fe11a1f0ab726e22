import { describe, expect, it } from 'vitest';
import {
  apnsPayload,
  fcmMessage,
  finalStatus,
  payloadProblems,
  retryDelayMs,
  timingOf,
  ttlSeconds,
  webPayload,
  webPushVerdict,
  whereErrors,
  whereParams,
  WEB_PUSH_MAX_PLAINTEXT,
} from '../../../lib/push/payload-rules.js';
import { sendPushSchema } from '../../../lib/push/schemas.js';

const id = 'f'.repeat(24);

describe('payloads', () => {
  it('gives a service worker the notification as sent, with the send id', () => {
    expect(JSON.parse(webPayload({ title: 'Hi', url: 'https://x.test/a', badge: 2 }, id))).toEqual({
      title: 'Hi',
      url: 'https://x.test/a',
      badge: 2,
      push_id: id,
    });
  });

  it('builds an APNs alert, a silent push for data only, and an FCM v1 message with string data', () => {
    expect(apnsPayload({ title: 'T', body: 'B', badge: 1, sound: 'default', data: { a: 1 } }, id)).toEqual({
      aps: { alert: { title: 'T', body: 'B' }, badge: 1, sound: 'default' },
      data: { a: 1 },
      push_id: id,
    });
    expect(apnsPayload({ data: { a: 1 } }, id).aps).toEqual({ 'content-available': 1 });
    expect(apnsPayload({ title: 'T', image: 'https://x.test/i.png' }, id).aps).toMatchObject({ 'mutable-content': 1 });
    expect(
      fcmMessage({ title: 'T', data: { a: 1 } }, id, { ttlSeconds: 60, collapseKey: 'k', urgency: 'high' }),
    ).toEqual({
      notification: { title: 'T' },
      data: { data: '{"a":1}', push_id: id },
      android: { ttl: '60s', collapse_key: 'k', priority: 'high' },
    });
  });

  it('refuses what one aes128gcm record cannot carry, naming the heaviest field', () => {
    expect(WEB_PUSH_MAX_PLAINTEXT).toBe(3993);
    const room = WEB_PUSH_MAX_PLAINTEXT - Buffer.byteLength(JSON.stringify({ body: '', push_id: id }));
    expect(payloadProblems({ body: 'x'.repeat(room) })).toEqual([]);
    expect(payloadProblems({ body: 'x'.repeat(room + 1) })).toEqual([
      {
        field: 'notification.body',
        code: 'payload_too_large',
        message: expect.stringContaining('Web Push payload of 3994 bytes; at most 3993'),
      },
    ]);
    expect(payloadProblems({ title: 'small', data: { blob: 'é'.repeat(2100) } })[0]?.field).toBe('notification.data');
  });
});

describe('request shape', () => {
  const parse = (body: unknown) => sendPushSchema.safeParse(body);
  it('takes exactly one target', () => {
    expect(parse({ target: { channels: ['news'] }, notification: { title: 't' } }).success).toBe(true);
    expect(parse({ target: { all: true, channels: ['news'] }, notification: { title: 't' } }).success).toBe(false);
    expect(parse({ target: {}, notification: { title: 't' } }).success).toBe(false);
    expect(parse({ target: { all: false }, notification: { title: 't' } }).success).toBe(false);
    expect(parse({ target: { all: true }, notification: {} }).success).toBe(false);
    expect(
      parse({ target: { all: true }, notification: { title: 't' }, options: { collapse_key: 'has space' } }).success,
    ).toBe(false);
  });

  it('turns a where object into the list query language', () => {
    expect(
      whereParams({ platform: 'ios', app_version: { gte: '2.0' }, channel: { in: ['a', 'b'] }, active: true }),
    ).toEqual({
      'where[platform]': 'ios',
      'where[app_version][gte]': '2.0',
      'where[channel][in]': 'a,b',
      'where[active]': 'true',
    });
    expect(
      whereErrors([
        { field: 'where[colour]', message: 'm', code: 'unknown_field' },
        { field: 'where[x][gt]', message: 'm', code: 'c' },
      ]).map((e) => e.field),
    ).toEqual(['target.where.colour', 'target.where.x.gt']);
  });
});

describe('timing', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('schedules up to 30 days ahead and needs expiry after sending', () => {
    expect(timingOf(undefined, now)).toEqual({});
    expect(timingOf({ send_at: '2026-11-25T09:00:00Z' }, now)).toEqual({});
    expect(timingOf({ send_at: '2026-12-25T10:00:00Z' }, now)).toEqual({ sendAt: new Date('2026-12-25T10:00:00Z') });
    expect(timingOf({ send_at: '2026-12-25T10:00:01Z' }, now)).toEqual([
      expect.objectContaining({ field: 'options.send_at', code: 'too_far_ahead' }),
    ]);
    expect(timingOf({ send_at: '2026-11-26T10:00:00Z', expires_at: '2026-11-26T09:00:00Z' }, now)).toEqual([
      expect.objectContaining({ field: 'options.expires_at' }),
    ]);
  });

  it('keeps a message no longer than its ttl or its expiry', () => {
    expect(ttlSeconds(undefined, now)).toBe(28 * 86400);
    expect(ttlSeconds({ ttl: 60 }, now)).toBe(60);
    expect(ttlSeconds({ ttl: 3600, expires_at: '2026-11-25T10:10:00Z' }, now)).toBe(600);
    expect(ttlSeconds({ expires_at: '2026-11-25T09:00:00Z' }, now)).toBe(0);
  });
});

describe('outcomes', () => {
  it('ends a send by its exact counts', () => {
    expect(finalStatus({ targeted: 0, sent: 0, failed: 0, invalidated: 0 })).toBe('succeeded');
    expect(finalStatus({ targeted: 3, sent: 2, failed: 0, invalidated: 1 })).toBe('succeeded');
    expect(finalStatus({ targeted: 3, sent: 0, failed: 0, invalidated: 3 })).toBe('succeeded');
    expect(finalStatus({ targeted: 3, sent: 1, failed: 2, invalidated: 0 })).toBe('partially_failed');
    expect(finalStatus({ targeted: 3, sent: 0, failed: 2, invalidated: 1 })).toBe('failed');
  });

  it('reads push service answers: 2xx sent, 404/410 gone, 429/5xx/none retried, other 4xx failed', () => {
    expect([201, 204, 404, 410, 429, 500, 503, null, 400, 413].map(webPushVerdict)).toEqual([
      'sent',
      'sent',
      'gone',
      'gone',
      'retry',
      'retry',
      'retry',
      'retry',
      'failed',
      'failed',
    ]);
  });

  it('waits the schedule, or a longer Retry-After up to the allowed most', () => {
    expect(retryDelayMs(0, [50, 100], null, 3000)).toBe(50);
    expect(retryDelayMs(1, [50, 100], undefined, 3000)).toBe(100);
    expect(retryDelayMs(2, [50, 100], null, 3000)).toBeUndefined();
    expect(retryDelayMs(0, [50], '2', 3000)).toBe(2000);
    expect(retryDelayMs(0, [5000], '2', 30_000)).toBe(5000);
    expect(retryDelayMs(0, [50], '60', 3000)).toBeUndefined();
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryDelayMs(0, [50], 'Wed, 25 Nov 2026 10:00:01 GMT', 3000, now)).toBe(1000);
    expect(retryDelayMs(0, [50], 'garbage', 3000, now)).toBe(50);
  });
});
