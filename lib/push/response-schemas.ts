import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { PLATFORMS } from './device-schemas.js';
import { PUSH_STATUSES } from './push-status.js';
import { notificationSchema, pushOptionsSchema, pushTargetSchema } from './schemas.js';

/** A device as the API shows it: its token or subscription never, a hint of it only. */
export const deviceSchema = z.object({
  id: idSchema,
  url: urlSchema,
  installation_id: z.string(),
  platform: z.enum(PLATFORMS),
  token_hint: z
    .string()
    .check(z.meta({ description: 'The last four characters of the token or endpoint, after an ellipsis' })),
  endpoint_host: z
    .nullable(z.string())
    .check(z.meta({ description: 'The push service of a browser subscription; null for apps' })),
  app_name: z.nullable(z.string()),
  app_version: z.nullable(z.string()),
  locale: z.nullable(z.string()),
  time_zone: z.nullable(z.string()),
  badge: z.number().check(z.int()),
  channels: z.array(z.string()),
  tags: z.array(z.string()),
  customer_id: z.nullable(idSchema),
  active: z.boolean(),
  deactivated_at: z.nullable(timestampSchema),
  deactivation_reason: z
    .nullable(z.string())
    .check(
      z.meta({ description: '`gone` when a push service reported the device gone; `deactivated` when set inactive' }),
    ),
  last_seen_at: timestampSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const deviceListSchema = z.array(deviceSchema);

/** The list query of a site's devices (OpenAPI); GET /devices/count takes the same `where`. */
export const deviceListQuery: ListQueryDescription = {
  fields:
    'platform (ios, android, web), channel, customer (id), app_name, app_version, locale, time_zone, tags, installation_id, active, last_seen_at, created_at, updated_at',
  indexed: "created_at (where[channel]=x reads the channel's devices, where[customer]=id the customer's)",
  defaultOrder: 'created_at, oldest first',
  example: 'where[platform]=web&where[channel]=news&where[active]=true',
};

const countsSchema = z.object({
  targeted: z.number().check(z.int()),
  sent: z.number().check(z.int()),
  failed: z.number().check(z.int()),
  invalidated: z.number().check(z.int()),
});

/** A push send and its status. */
export const pushSchema = z.object({
  id: idSchema,
  url: urlSchema,
  status: z.enum(PUSH_STATUSES),
  target: pushTargetSchema,
  notification: notificationSchema,
  options: pushOptionsSchema,
  counts: countsSchema.check(
    z.meta({ description: 'Each targeted device ends in exactly one of sent, failed and invalidated' }),
  ),
  by_platform: z.object({ ios: countsSchema, android: countsSchema, web: countsSchema }),
  errors: z
    .array(
      z.object({
        device_id: idSchema,
        platform: z.enum(PLATFORMS),
        status: z.nullable(z.number().check(z.int())),
        reason: z.string(),
      }),
    )
    .check(z.meta({ description: 'The first 20 devices not sent to, filled in when the send completes' })),
  send_at: z.nullable(timestampSchema),
  expires_at: z.nullable(timestampSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  started_at: z.nullable(timestampSchema),
  completed_at: z.nullable(timestampSchema),
  cancelled_at: z.nullable(timestampSchema),
});
export const pushListSchema = z.array(pushSchema);

/** 202 of POST /devices/push. */
export const pushAcceptedSchema = z.object({ id: idSchema, status: z.enum(PUSH_STATUSES) });

export const vapidPublicKeySchema = z.object({
  public_key: z.string().check(
    z.meta({
      description: 'base64url of the uncompressed P-256 point: the applicationServerKey of pushManager.subscribe()',
    }),
  ),
});

export const pushSettingsSchema = z.object({
  vapid_public_key: z.nullable(z.string()),
  vapid_subject: z.string(),
  apns: z.nullable(
    z.object({
      key_id: z.string(),
      team_id: z.string(),
      bundle_id: z.string(),
      environment: z.enum(['production', 'sandbox']),
    }),
  ),
  fcm: z.nullable(z.object({ project_id: z.string(), client_email: z.string() })),
  updated_at: z.nullable(timestampSchema),
});
