import type { SNSClient } from '@aws-sdk/client-sns';
import type { Device } from './device-rules.js';
import { apnsPayload, fcmMessage } from './payload-rules.js';
import type { Notification } from './schemas.js';
import type { NativeCredentials } from './settings.js';
import type { DeliveryResult } from './web-push-transport.js';

/**
 * Native delivery through Amazon SNS mobile push: a platform application per site and platform
 * (APNs for ios, FCM for android), made from the credentials the site set with PUT /push/settings
 * and brought up to date when they change; a platform endpoint per device, made on its first send
 * and remembered; then one Publish. A disabled endpoint (APNs or FCM said the token is gone) is
 * `gone`. The SDK client is loaded on the first native send only. Without an SNS prefix (local use)
 * nothing is sent: APNs and FCM cannot be reached from a developer's machine.
 */
export interface NativeSend {
  readonly siteId: string;
  readonly device: Device;
  readonly notification: Notification;
  readonly pushId: string;
  readonly ttlSeconds: number;
  readonly urgency?: string;
  readonly collapseKey?: string;
  readonly credentials: NativeCredentials;
  /** `<stage>-push`: platform applications are named `<prefix>-<site id>-<apns|fcm>`. */
  readonly prefix: string | undefined;
  /** Stores a new endpoint's ARN on the device (lib/push/devices.ts). */
  readonly remember: (device: Device, arn: string) => Promise<void>;
}

let client: Promise<{ sns: SNSClient; commands: typeof import('@aws-sdk/client-sns') }> | undefined;
const sns = () => {
  client ??= import('@aws-sdk/client-sns').then((commands) => ({ sns: new commands.SNSClient({}), commands }));
  return client;
};

/** Replaces the SNS client (unit tests mock the module with aws-sdk-client-mock instead; this resets the cache). */
export const resetNativeClient = (): void => {
  client = undefined;
  applications.clear();
};

// Platform applications made or updated by this process, by site, platform and credentials revision.
const applications = new Map<string, string>();

const applicationArn = async (send: NativeSend, kind: 'apns' | 'fcm'): Promise<string> => {
  const cacheKey = `${send.siteId}|${kind}|${send.credentials.revision}`;
  const known = applications.get(cacheKey);
  if (known) return known;
  const { sns: snsClient, commands } = await sns();
  const { apns, fcm } = send.credentials;
  const platform = kind === 'fcm' ? 'GCM' : apns?.sandbox ? 'APNS_SANDBOX' : 'APNS';
  const attributes: Record<string, string> =
    kind === 'fcm'
      ? { PlatformCredential: fcm?.serviceAccount ?? '' }
      : {
          PlatformCredential: apns?.privateKey ?? '',
          PlatformPrincipal: apns?.keyId ?? '',
          ApplePlatformTeamID: apns?.teamId ?? '',
          ApplePlatformBundleID: apns?.bundleId ?? '',
        };
  // Creating an application under a name that exists answers its ARN; its attributes are then set
  // to the current credentials, so a change of credentials reaches SNS on the next send.
  const created = await snsClient.send(
    new commands.CreatePlatformApplicationCommand({
      Name: `${send.prefix}-${send.siteId}-${kind}`,
      Platform: platform,
      Attributes: attributes,
    }),
  );
  const arn = created.PlatformApplicationArn as string;
  await snsClient.send(
    new commands.SetPlatformApplicationAttributesCommand({ PlatformApplicationArn: arn, Attributes: attributes }),
  );
  applications.set(cacheKey, arn);
  return arn;
};

// SNS refuses a second endpoint for a token with other attributes, naming the existing one.
const EXISTING_ENDPOINT = /Endpoint (arn:aws[\w-]*:sns:\S+) already exists/;

const endpointArn = async (send: NativeSend, kind: 'apns' | 'fcm'): Promise<string> => {
  if (send.device.sns_endpoint_arn) return send.device.sns_endpoint_arn;
  const { sns: snsClient, commands } = await sns();
  const application = await applicationArn(send, kind);
  const token = 'token' in send.device.secret ? send.device.secret.token : '';
  let arn: string;
  try {
    const created = await snsClient.send(
      new commands.CreatePlatformEndpointCommand({
        PlatformApplicationArn: application,
        Token: token,
        CustomUserData: send.device.id,
      }),
    );
    arn = created.EndpointArn as string;
  } catch (error) {
    const existing = EXISTING_ENDPOINT.exec((error as Error).message ?? '')?.[1];
    if (!existing) throw error;
    arn = existing;
  }
  await send.remember(send.device, arn);
  return arn;
};

/** The SNS message for a device's platform: `{"APNS": "<json>"}` or `{"GCM": "{\"fcmV1Message\": …}"}`, and its attributes. */
export const snsMessage = (
  send: Pick<
    NativeSend,
    'device' | 'notification' | 'pushId' | 'ttlSeconds' | 'urgency' | 'collapseKey' | 'credentials'
  >,
) => {
  if (send.device.platform === 'android') {
    const message = fcmMessage(send.notification, send.pushId, {
      ttlSeconds: send.ttlSeconds,
      collapseKey: send.collapseKey,
      urgency: send.urgency,
    });
    return { Message: JSON.stringify({ GCM: JSON.stringify({ fcmV1Message: { message } }) }), MessageAttributes: {} };
  }
  const key = send.credentials.apns?.sandbox ? 'APNS_SANDBOX' : 'APNS';
  const attribute = (value: string) => ({ DataType: 'String', StringValue: value });
  return {
    Message: JSON.stringify({ [key]: JSON.stringify(apnsPayload(send.notification, send.pushId)) }),
    MessageAttributes: {
      'AWS.SNS.MOBILE.APNS.TTL': attribute(String(send.ttlSeconds)),
      'AWS.SNS.MOBILE.APNS.PUSH_TYPE': attribute(
        send.notification.title !== undefined || send.notification.body !== undefined ? 'alert' : 'background',
      ),
      'AWS.SNS.MOBILE.APNS.PRIORITY': attribute(send.urgency === 'very-low' || send.urgency === 'low' ? '5' : '10'),
      ...(send.collapseKey && { 'AWS.SNS.MOBILE.APNS.COLLAPSE_ID': attribute(send.collapseKey) }),
    },
  };
};

/** Delivers one native push; never throws for a device's own trouble (the outcome says it). */
export const deliverNative = async (send: NativeSend): Promise<DeliveryResult> => {
  const kind = send.device.platform === 'ios' ? 'apns' : 'fcm';
  if (!send.credentials[kind]) return { outcome: 'failed', status: null, reason: 'push_not_configured', attempts: 0 };
  if (!send.prefix) return { outcome: 'failed', status: null, reason: 'native_push_unavailable', attempts: 0 };
  try {
    const target = await endpointArn(send, kind);
    const { sns: snsClient, commands } = await sns();
    await snsClient.send(
      new commands.PublishCommand({ TargetArn: target, MessageStructure: 'json', ...snsMessage(send) }),
    );
    return { outcome: 'sent', status: null, reason: null, attempts: 1 };
  } catch (error) {
    const name = (error as { name?: string }).name ?? 'Error';
    if (name === 'EndpointDisabledException') return { outcome: 'gone', status: null, reason: 'gone', attempts: 1 };
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? null;
    return {
      outcome: 'failed',
      status,
      reason: `sns_${name
        .replace(/Exception$/, '')
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toLowerCase()}`,
      attempts: 1,
    };
  }
};
