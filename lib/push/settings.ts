import { createHash } from 'node:crypto';
import { batchGet, keyId } from '../db/batch-get.js';
import { getRecordById, putRecord, SINGLETON, type Stored } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { pushSettingsKey, vapidKey } from './keys.js';
import type { PushSettingsInput } from './schemas.js';
import { open, seal } from './sealing.js';
import { storedVapidPublicKey } from './vapid.js';

/**
 * A site's push settings (PUT /push/settings, `write_site`): the VAPID contact and the native
 * credentials SNS mobile push needs, each sealed (sealing.ts). What is shown never holds a secret.
 */
interface StoredSettings {
  readonly vapid_subject?: string;
  readonly apns?: {
    readonly key_id: string;
    readonly team_id: string;
    readonly bundle_id: string;
    readonly environment: 'production' | 'sandbox';
    readonly sealed: string;
  } | null;
  readonly fcm?: { readonly project_id: string; readonly client_email: string; readonly sealed: string } | null;
  /** Changes with the credentials: the sender updates the SNS platform application when it differs from what it made. */
  readonly revision?: string;
  readonly updated_at?: string;
}

/** A site's push settings: one item per site, replaced whole by every save. */
const settings: Stored<StoredSettings> = { name: 'Push settings', key: (siteId) => pushSettingsKey(siteId) };

/** The stage's default VAPID contact (`PUSH_VAPID_SUBJECT`), until a site sets its own. */
export const defaultVapidSubject = (): string => process.env.PUSH_VAPID_SUBJECT || 'mailto:push@site-api.invalid';

const present = (stored: StoredSettings | undefined, vapid: Record<string, unknown> | undefined) => ({
  vapid_public_key: storedVapidPublicKey(vapid),
  vapid_subject: stored?.vapid_subject ?? defaultVapidSubject(),
  apns: stored?.apns
    ? {
        key_id: stored.apns.key_id,
        team_id: stored.apns.team_id,
        bundle_id: stored.apns.bundle_id,
        environment: stored.apns.environment,
      }
    : null,
  fcm: stored?.fcm ? { project_id: stored.fcm.project_id, client_email: stored.fcm.client_email } : null,
  updated_at: stored?.updated_at ?? null,
});
export type PresentedPushSettings = ReturnType<typeof present>;

/** The settings as shown, with the VAPID public key once made: one BatchGetItem. */
export const getPushSettings = async (siteId: string): Promise<PresentedPushSettings> => {
  const found = await batchGet([pushSettingsKey(siteId), vapidKey(siteId)]);
  return present(
    found.get(keyId(pushSettingsKey(siteId))) as StoredSettings | undefined,
    found.get(keyId(vapidKey(siteId))),
  );
};

/**
 * Replaces the fields sent (`null` removes a platform's credentials): one BatchGetItem (the
 * settings and the VAPID key, to answer with) and one PutItem. Credentials are sealed for their
 * site and platform before they are stored.
 */
export const savePushSettings = async (siteId: string, input: PushSettingsInput): Promise<PresentedPushSettings> => {
  const found = await batchGet([pushSettingsKey(siteId), vapidKey(siteId)]);
  const current = found.get(keyId(pushSettingsKey(siteId))) as StoredSettings | undefined;
  const apns =
    input.apns === undefined
      ? (current?.apns ?? null)
      : input.apns === null
        ? null
        : {
            key_id: input.apns.key_id,
            team_id: input.apns.team_id,
            bundle_id: input.apns.bundle_id,
            environment: input.apns.environment,
            sealed: await seal(input.apns.private_key, `${siteId}:apns`),
          };
  const fcm =
    input.fcm === undefined
      ? (current?.fcm ?? null)
      : input.fcm === null
        ? null
        : {
            project_id: input.fcm.service_account.project_id,
            client_email: input.fcm.service_account.client_email,
            sealed: await seal(JSON.stringify(input.fcm.service_account), `${siteId}:fcm`),
          };
  const next: StoredSettings = {
    ...((input.vapid_subject ?? current?.vapid_subject)
      ? { vapid_subject: input.vapid_subject ?? current?.vapid_subject }
      : {}),
    apns,
    fcm,
    revision: createHash('sha256')
      .update(JSON.stringify([apns, fcm]))
      .digest('hex')
      .slice(0, 16),
    updated_at: timestamp(),
  };
  await putRecord(settings, siteId, SINGLETON, next);
  return present(next, found.get(keyId(vapidKey(siteId))));
};

/** What the sender needs to reach native devices, opened: undefined for a platform without credentials. */
export interface NativeCredentials {
  readonly revision: string;
  readonly vapidSubject: string;
  readonly apns?: {
    readonly keyId: string;
    readonly teamId: string;
    readonly bundleId: string;
    readonly sandbox: boolean;
    readonly privateKey: string;
  };
  readonly fcm?: { readonly serviceAccount: string };
}

/** The site's credentials for sending: one GetItem, then opening what is sealed. */
export const sendingCredentials = async (siteId: string): Promise<NativeCredentials> => {
  const stored = await getRecordById(settings, siteId, SINGLETON, { consistent: false });
  return {
    revision: stored?.revision ?? 'none',
    vapidSubject: stored?.vapid_subject ?? defaultVapidSubject(),
    ...(stored?.apns && {
      apns: {
        keyId: stored.apns.key_id,
        teamId: stored.apns.team_id,
        bundleId: stored.apns.bundle_id,
        sandbox: stored.apns.environment === 'sandbox',
        privateKey: await open(stored.apns.sealed, `${siteId}:apns`),
      },
    }),
    ...(stored?.fcm && { fcm: { serviceAccount: await open(stored.fcm.sealed, `${siteId}:fcm`) } }),
  };
};
