import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CreatePlatformApplicationCommand,
  CreatePlatformEndpointCommand,
  PublishCommand,
  SetPlatformApplicationAttributesCommand,
  SNSClient,
} from '@aws-sdk/client-sns';
import { credentialOf, registeredDevice, type Credential, type Device } from '../../../lib/push/device-rules.js';
import { deliverNative, resetNativeClient, type NativeSend } from '../../../lib/push/native-transport.js';
import type { NativeCredentials } from '../../../lib/push/settings.js';

// The SNS mobile push path: APNs and FCM cannot be reached from here and SNS has no
// local stand-in, so its requests are checked against a mocked client.
const sns = mockClient(SNSClient);
const site = 'b'.repeat(24);
const APP_ARN = 'arn:aws:sns:eu-west-1:123456789012:app/APNS/dev-push-site-apns';
const ENDPOINT_ARN = 'arn:aws:sns:eu-west-1:123456789012:endpoint/APNS/dev-push-site-apns/0d6c4d3e';

const device = (platform: 'ios' | 'android', extra: Partial<Device> = {}): Device => ({
  ...registeredDevice(
    undefined,
    { platform, installation_id: 'inst', token: 'device-token-1' },
    credentialOf(platform, 'device-token-1', undefined) as Credential,
    { id: 'a'.repeat(24), siteId: site, now: '2026-11-25T10:00:00Z', customerId: null },
  ),
  ...extra,
});
const credentials: NativeCredentials = {
  revision: 'r1',
  vapidSubject: 'mailto:ops@example.com',
  apns: {
    keyId: 'ABC123DEFG',
    teamId: 'TEAM123456',
    bundleId: 'com.example.app',
    sandbox: false,
    privateKey: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----',
  },
  fcm: { serviceAccount: '{"type":"service_account","project_id":"p"}' },
};
let remembered: [string, string][] = [];
const send = (over: Partial<NativeSend> = {}): NativeSend => ({
  siteId: site,
  device: device('ios'),
  notification: { title: 'Hi', body: 'There', badge: 1 },
  pushId: 'f'.repeat(24),
  ttlSeconds: 3600,
  urgency: 'high',
  collapseKey: 'news',
  credentials,
  prefix: 'dev-push',
  remember: async (d, arn) => {
    remembered.push([d.id, arn]);
  },
  ...over,
});

beforeEach(() => {
  sns.reset();
  resetNativeClient();
  remembered = [];
  sns.on(CreatePlatformApplicationCommand).resolves({ PlatformApplicationArn: APP_ARN });
  sns.on(SetPlatformApplicationAttributesCommand).resolves({});
  sns.on(CreatePlatformEndpointCommand).resolves({ EndpointArn: ENDPOINT_ARN });
  sns.on(PublishCommand).resolves({ MessageId: 'm1' });
});

describe('native push through SNS', () => {
  it("makes the site's APNs application and the device's endpoint on a first send, remembers it, and publishes an APNs message", async () => {
    expect(await deliverNative(send())).toEqual({ outcome: 'sent', status: null, reason: null, attempts: 1 });
    expect(sns.commandCalls(CreatePlatformApplicationCommand)[0]?.args[0].input).toEqual({
      Name: `dev-push-${site}-apns`,
      Platform: 'APNS',
      Attributes: {
        PlatformCredential: credentials.apns?.privateKey,
        PlatformPrincipal: 'ABC123DEFG',
        ApplePlatformTeamID: 'TEAM123456',
        ApplePlatformBundleID: 'com.example.app',
      },
    });
    expect(sns.commandCalls(CreatePlatformEndpointCommand)[0]?.args[0].input).toEqual({
      PlatformApplicationArn: APP_ARN,
      Token: 'device-token-1',
      CustomUserData: 'a'.repeat(24),
    });
    expect(remembered).toEqual([['a'.repeat(24), ENDPOINT_ARN]]);
    const publish = sns.commandCalls(PublishCommand)[0]?.args[0].input;
    expect(publish?.TargetArn).toBe(ENDPOINT_ARN);
    expect(publish?.MessageStructure).toBe('json');
    expect(JSON.parse(JSON.parse(publish?.Message as string).APNS)).toEqual({
      aps: { alert: { title: 'Hi', body: 'There' }, badge: 1 },
      push_id: 'f'.repeat(24),
    });
    expect(publish?.MessageAttributes).toEqual({
      'AWS.SNS.MOBILE.APNS.TTL': { DataType: 'String', StringValue: '3600' },
      'AWS.SNS.MOBILE.APNS.PUSH_TYPE': { DataType: 'String', StringValue: 'alert' },
      'AWS.SNS.MOBILE.APNS.PRIORITY': { DataType: 'String', StringValue: '10' },
      'AWS.SNS.MOBILE.APNS.COLLAPSE_ID': { DataType: 'String', StringValue: 'news' },
    });
    // The application is made once per process and credentials revision.
    await deliverNative(send({ device: device('ios', { id: 'c'.repeat(24) }) }));
    expect(sns.commandCalls(CreatePlatformApplicationCommand)).toHaveLength(1);
  });

  it('publishes straight to a remembered endpoint, and FCM v1 for android', async () => {
    await deliverNative(
      send({ device: device('android', { sns_endpoint_arn: 'arn:aws:sns:eu-west-1:1:endpoint/GCM/app/1' }) }),
    );
    expect(sns.commandCalls(CreatePlatformEndpointCommand)).toHaveLength(0);
    const publish = sns.commandCalls(PublishCommand)[0]?.args[0].input;
    expect(publish?.TargetArn).toBe('arn:aws:sns:eu-west-1:1:endpoint/GCM/app/1');
    expect(JSON.parse(JSON.parse(publish?.Message as string).GCM)).toEqual({
      fcmV1Message: {
        message: {
          notification: { title: 'Hi', body: 'There' },
          data: { push_id: 'f'.repeat(24) },
          android: { ttl: '3600s', collapse_key: 'news', priority: 'high', notification: { notification_count: 1 } },
        },
      },
    });
  });

  it('takes over an endpoint SNS already has for the token', async () => {
    sns
      .on(CreatePlatformEndpointCommand)
      .rejects(
        Object.assign(
          new Error(
            `Invalid parameter: Token Reason: Endpoint ${ENDPOINT_ARN} already exists with the same Token, but different attributes.`,
          ),
          { name: 'InvalidParameterException' },
        ),
      );
    expect((await deliverNative(send())).outcome).toBe('sent');
    expect(remembered).toEqual([['a'.repeat(24), ENDPOINT_ARN]]);
  });

  it('reports a disabled endpoint as gone and other refusals as failed', async () => {
    sns
      .on(PublishCommand)
      .rejectsOnce(
        Object.assign(new Error('Endpoint is disabled'), {
          name: 'EndpointDisabledException',
          $metadata: { httpStatusCode: 400 },
        }),
      )
      .rejectsOnce(
        Object.assign(new Error('nope'), { name: 'InvalidParameterException', $metadata: { httpStatusCode: 400 } }),
      );
    expect(await deliverNative(send())).toEqual({ outcome: 'gone', status: null, reason: 'gone', attempts: 1 });
    expect(await deliverNative(send())).toEqual({
      outcome: 'failed',
      status: 400,
      reason: 'sns_invalid_parameter',
      attempts: 1,
    });
  });

  it('counts a device failed without calling SNS when its platform has no credentials, or outside AWS', async () => {
    expect(await deliverNative(send({ credentials: { ...credentials, apns: undefined } }))).toMatchObject({
      outcome: 'failed',
      reason: 'push_not_configured',
    });
    expect(await deliverNative(send({ prefix: undefined }))).toMatchObject({
      outcome: 'failed',
      reason: 'native_push_unavailable',
    });
    expect(sns.calls()).toHaveLength(0);
  });
});
