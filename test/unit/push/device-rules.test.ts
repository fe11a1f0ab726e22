import { describe, expect, it } from 'vitest';
import {
  copyNames,
  credentialOf,
  deactivatedDevice,
  isCredential,
  registeredDevice,
  updatedDevice,
  type Credential,
  type Device,
} from '../../../lib/push/device-rules.js';
import { registerDeviceSchema } from '../../../lib/push/device-schemas.js';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abcd1234',
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
    auth: Buffer.alloc(16, 1).toString('base64url'),
  },
};
const webCredential = credentialOf('web', undefined, subscription) as Credential;
const context = { id: 'a'.repeat(24), siteId: 'b'.repeat(24), now: '2026-11-25T10:00:00Z', customerId: null };
const registered = (
  over: Partial<Parameters<typeof registeredDevice>[1]> = {},
  current?: Device,
  credential = webCredential,
  now = context.now,
) =>
  registeredDevice(current, { platform: 'web', installation_id: 'inst-1', subscription, ...over }, credential, {
    ...context,
    now,
  });

describe('device credentials', () => {
  it('takes a subscription from browsers and a token from apps, never the other', () => {
    expect(isCredential(webCredential)).toBe(true);
    expect(webCredential).toMatchObject({
      token_hint: '…1234',
      endpoint_host: 'fcm.googleapis.com',
      secret: { subscription },
    });
    expect(webCredential.credential_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(credentialOf('ios', 'tok-9876', undefined)).toMatchObject({
      token_hint: '…9876',
      endpoint_host: null,
      secret: { token: 'tok-9876' },
    });
    expect(credentialOf('web', 'tok', undefined)).toEqual([
      { field: 'token', message: expect.any(String), code: 'not_allowed' },
      { field: 'subscription', message: expect.any(String), code: 'missing' },
    ]);
    expect(credentialOf('android', undefined, subscription)).toEqual([
      { field: 'subscription', message: expect.any(String), code: 'not_allowed' },
      { field: 'token', message: expect.any(String), code: 'missing' },
    ]);
    expect(credentialOf('web', undefined, { ...subscription, endpoint: 'not a url' })).toEqual([
      expect.objectContaining({ field: 'subscription.endpoint' }),
    ]);
  });

  it('validates what a browser sends: the P-256 point, the 16-byte secret, channel names', () => {
    const parse = (body: unknown) => registerDeviceSchema.safeParse(body);
    expect(parse({ platform: 'web', installation_id: 'i', subscription }).success).toBe(true);
    expect(
      parse({
        platform: 'web',
        installation_id: 'i',
        subscription: { ...subscription, keys: { ...subscription.keys, auth: 'short' } },
      }).success,
    ).toBe(false);
    expect(
      parse({
        platform: 'web',
        installation_id: 'i',
        subscription: {
          ...subscription,
          keys: { ...subscription.keys, p256dh: Buffer.alloc(65, 2).toString('base64url') },
        },
      }).success,
    ).toBe(false);
    expect(parse({ platform: 'ios', installation_id: 'i', token: 't', channels: ['1news'] }).success).toBe(false);
    expect(
      parse({
        platform: 'ios',
        installation_id: 'i',
        token: 't',
        channels: Array.from({ length: 21 }, (_, i) => `c${i}`),
      }).success,
    ).toBe(false);
    expect(parse({ platform: 'ios', installation_id: 'has space', token: 't' }).success).toBe(false);
    expect(
      parse({ platform: 'ios', installation_id: 'i', token: 't', time_zone: 'Europe/Brussels', locale: 'nl-BE' })
        .success,
    ).toBe(true);
    expect(parse({ platform: 'ios', installation_id: 'i', token: 't', time_zone: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('registration', () => {
  it('makes a new active device with the defaults', () => {
    const device = registered({ channels: ['news', 'news', 'sports'] });
    expect(device).toMatchObject({
      id: context.id,
      platform: 'web',
      channels: ['news', 'sports'],
      tags: [],
      badge: 0,
      active: true,
      customer_id: null,
      created_at: context.now,
      updated_at: context.now,
      last_seen_at: context.now,
      version: 1,
      sns_endpoint_arn: null,
    });
  });

  it('refreshes an installation: same id, fields sent replace, last_seen_at always moves, updated_at only on a change', () => {
    const first = registered({ channels: ['news'], app_version: '1.0' });
    const later = '2026-11-25T11:00:00Z';
    const same = registered({}, first, webCredential, later);
    expect(same).toMatchObject({
      id: first.id,
      channels: ['news'],
      app_version: '1.0',
      last_seen_at: later,
      updated_at: context.now,
      version: 2,
      created_at: context.now,
    });
    const changed = registered({ app_version: '1.1' }, first, webCredential, later);
    expect(changed).toMatchObject({ app_version: '1.1', updated_at: later });
  });

  it('re-activates a deactivated device and drops its SNS endpoint when the token changes', () => {
    const app = registered(
      { platform: 'ios', subscription: undefined, token: 't1' },
      undefined,
      credentialOf('ios', 't1', undefined) as Credential,
    );
    const withEndpoint = { ...app, sns_endpoint_arn: 'arn:aws:sns:eu-west-1:1:endpoint/APNS/x/1' };
    const dead = deactivatedDevice(withEndpoint, 'gone', '2026-11-25T12:00:00Z');
    expect(dead).toMatchObject({ active: false, deactivation_reason: 'gone', deactivated_at: '2026-11-25T12:00:00Z' });
    const sameToken = registeredDevice(
      dead,
      { platform: 'ios', installation_id: 'inst-1', token: 't1' },
      credentialOf('ios', 't1', undefined) as Credential,
      context,
    );
    expect(sameToken).toMatchObject({
      active: true,
      deactivated_at: null,
      deactivation_reason: null,
      sns_endpoint_arn: withEndpoint.sns_endpoint_arn,
    });
    const newToken = registeredDevice(
      dead,
      { platform: 'ios', installation_id: 'inst-1', token: 't2' },
      credentialOf('ios', 't2', undefined) as Credential,
      context,
    );
    expect(newToken.sns_endpoint_arn).toBeNull();
  });

  it('keeps the customer the caller decides', () => {
    expect(
      registeredDevice(undefined, { platform: 'web', installation_id: 'i', subscription }, webCredential, {
        ...context,
        customerId: 'c'.repeat(24),
      }).customer_id,
    ).toBe('c'.repeat(24));
  });
});

describe('updates', () => {
  const device = registered({ channels: ['news'] });
  it('replaces the fields sent and moves updated_at only when something shown changed', () => {
    const later = '2026-11-26T00:00:00Z';
    expect(updatedDevice(device, { badge: 0 }, undefined, later)).toMatchObject({
      updated_at: device.updated_at,
      version: 2,
    });
    expect(updatedDevice(device, { badge: 3, channels: ['a', 'a'] }, undefined, later)).toMatchObject({
      badge: 3,
      channels: ['a'],
      updated_at: later,
    });
  });

  it('deactivates on request and re-activates with a new credential', () => {
    const off = updatedDevice(device, { active: false }, undefined, 'T1');
    expect(off).toMatchObject({ active: false, deactivated_at: 'T1', deactivation_reason: 'deactivated' });
    const fresh = credentialOf('web', undefined, {
      ...subscription,
      endpoint: 'https://push.example.com/new',
    }) as Credential;
    expect(updatedDevice(off, {}, fresh, 'T2')).toMatchObject({
      active: true,
      deactivated_at: null,
      endpoint_host: 'push.example.com',
    });
  });

  it('names the copies a device is stored as', () => {
    expect(copyNames({ channels: ['a', 'b'] })).toEqual(['installation', 'channel:a', 'channel:b']);
  });
});
