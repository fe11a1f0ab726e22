import { TABLE_NAME } from '../db/client.js';
import { readItem, updateItem } from '../db/one-item.js';
import { readPartition } from '../db/query-all.js';
import { newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { invalidField } from '../http/errors.js';
import { newWebhookSecret } from './signature.js';
import { urlProblem } from './url-guard.js';
import { webhookKeys, WEBHOOK_MARKER } from './keys.js';
import type { CreateWebhook, UpdateWebhook } from './schemas.js';
import { webhookSettings } from './settings.js';
import { FIRST_VERSION } from '../versions/registry.js';
import { recordOf } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';

/** At most this many webhooks per site. */
export const MAX_WEBHOOKS_PER_SITE = 20;
/** How long the previous secret still signs deliveries after a rotation. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

/** A stored webhook. `secret` is shown only when created and rotated. */
export interface Webhook {
  readonly id: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly description: string | null;
  readonly active: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly secret: string;
  readonly previous_secret?: string;
  readonly previous_secret_expires_at?: string;
  /** Since when every delivery has failed (cleared by a success); the webhook is deactivated after the setting's span. */
  readonly failing_since?: string;
  /** The API version its payloads are rendered in (lib/versions); absent on webhooks made before versions: the first. */
  readonly api_version?: string;
}

export const toWebhook = /* @__PURE__ */ recordOf<Webhook>();

/** The secrets that sign a delivery now: the current one, and the previous one for a day after a rotation. */
export const signingSecrets = (webhook: Webhook, now = Date.now()): string[] =>
  webhook.previous_secret && webhook.previous_secret_expires_at && Date.parse(webhook.previous_secret_expires_at) > now
    ? [webhook.secret, webhook.previous_secret]
    : [webhook.secret];

const assertUrl = async (url: string) => {
  const problem = await urlProblem(url, { allowPrivate: webhookSettings().allowPrivateUrls });
  if (problem) throw invalidField('url', `url ${problem}`, 'invalid_url');
};

/** A site's webhooks, oldest first: one Query on the site's WEBHOOK partition. */
export const listWebhooks = async (siteId: string, page: PageRequest): Promise<Page<Webhook>> => {
  const pk = webhookKeys.webhookPartition(siteId);
  const result = await queryPage(
    { TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map(toWebhook) };
};

/** The webhooks of a site that are active: one Query on the site's WEBHOOK partition (at most 20 items, so one page). */
export const activeWebhooks = async (siteId: string): Promise<Webhook[]> =>
  (
    await readPartition(
      { pk: webhookKeys.webhookPartition(siteId) },
      { filter: { expression: 'active = :true', values: { ':true': true } } },
    )
  ).map(toWebhook);

/** One webhook: one strongly consistent GetItem. */
export const getWebhook = async (siteId: string, webhookId: string): Promise<Webhook | undefined> => {
  const item = await readItem(webhookKeys.webhook(siteId, webhookId));
  return item && toWebhook(item);
};

/**
 * Creates a webhook: one TransactWriteItems (the webhook and the site's webhook count, which the
 * transaction keeps under the limit even against concurrent creates). 422 beyond the limit.
 */
export const createWebhook = async (
  siteId: string,
  input: CreateWebhook,
  /** The site's pinned version, the default of a webhook that names none. */
  sitePin?: string,
): Promise<Webhook> => {
  await assertUrl(input.url);
  const now = timestamp();
  const webhook: Webhook = {
    id: newId(),
    url: input.url,
    events: [...new Set(input.events)],
    description: input.description ?? null,
    active: input.active ?? true,
    created_at: now,
    updated_at: now,
    secret: newWebhookSecret(),
    api_version: input.api_version ?? sitePin ?? FIRST_VERSION,
  };
  try {
    await sendTransaction([
      labelled('webhook', {
        Put: {
          TableName: TABLE_NAME,
          ConditionExpression: 'attribute_not_exists(pk)',
          Item: {
            ...webhookKeys.webhook(siteId, webhook.id),
            gsi1pk: webhookKeys.deliveryIndex(siteId, webhook.id),
            gsi1sk: WEBHOOK_MARKER,
            ...webhook,
          },
        },
      }),
      labelled('count', {
        Update: {
          TableName: TABLE_NAME,
          Key: webhookKeys.count(siteId),
          UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_WEBHOOKS_PER_SITE },
        },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('count')) {
      throw invalidField('(body)', `A site has at most ${MAX_WEBHOOKS_PER_SITE} webhooks`, 'too_many_webhooks');
    }
    throw error;
  }
  return webhook;
};

/** Changes a webhook's url, events, description or active flag: one UpdateItem (undefined when absent). */
export const updateWebhook = async (
  siteId: string,
  webhookId: string,
  input: UpdateWebhook,
): Promise<Webhook | undefined> => {
  if (input.url !== undefined) await assertUrl(input.url);
  const values: Record<string, unknown> = { ':now': timestamp() };
  const sets = ['updated_at = :now'];
  const set = (name: string, value: unknown) => {
    sets.push(`#${name} = :${name}`);
    values[`:${name}`] = value;
  };
  if (input.url !== undefined) set('url', input.url);
  if (input.events !== undefined) set('events', [...new Set(input.events)]);
  if (input.description !== undefined) set('description', input.description);
  if (input.active !== undefined) set('active', input.active);
  if (input.api_version !== undefined) set('api_version', input.api_version);
  const names = Object.fromEntries(
    Object.keys(values)
      .filter((name) => name !== ':now')
      .map((name) => [`#${name.slice(1)}`, name.slice(1)]),
  );
  const outcome = await updateItem(webhookKeys.webhook(siteId, webhookId), {
    // Turning a webhook back on starts its failure clock afresh.
    UpdateExpression: `SET ${sets.join(', ')}${input.active === true ? ' REMOVE failing_since' : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ...(Object.keys(names).length && { ExpressionAttributeNames: names }),
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  });
  return outcome.refused ? undefined : toWebhook(outcome.attributes);
};

/** Replaces the secret; the old one keeps signing for 24 hours: one UpdateItem (undefined when absent). */
export const rotateWebhookSecret = async (siteId: string, webhookId: string): Promise<Webhook | undefined> => {
  const now = new Date();
  const outcome = await updateItem(webhookKeys.webhook(siteId, webhookId), {
    UpdateExpression:
      'SET previous_secret = secret, secret = :secret, previous_secret_expires_at = :expires, updated_at = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: {
      ':secret': newWebhookSecret(),
      ':expires': timestamp(new Date(now.getTime() + PREVIOUS_SECRET_MS)),
      ':now': timestamp(now),
    },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.refused ? undefined : toWebhook(outcome.attributes);
};

/**
 * Deletes a webhook and counts it out: one TransactWriteItems (false when absent). Its delivery
 * log expires on its own (TTL); nothing is delivered to it once it is gone.
 */
export const deleteWebhook = async (siteId: string, webhookId: string): Promise<boolean> => {
  try {
    await sendTransaction([
      labelled('webhook', {
        Delete: {
          TableName: TABLE_NAME,
          Key: webhookKeys.webhook(siteId, webhookId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      labelled('count', {
        Update: {
          TableName: TABLE_NAME,
          Key: webhookKeys.count(siteId),
          UpdateExpression: 'SET #count = #count - :one',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('webhook')) return false;
    throw error;
  }
};
