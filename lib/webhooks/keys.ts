import { sitePk } from '../db/keys.js';

/**
 * Keys of webhooks and their deliveries:
 * - webhook: `<site>#WEBHOOK` / id (listed by one Query); the count of a site's webhooks in
 *   `<site>#WEBHOOK_COUNT` / `COUNT`, updated in the same transaction as a create or delete;
 * - delivery: `<site>#WEBHOOK_DELIVERY#<webhook>` / id, on GSI1 `<site>#WEBHOOK_DELIVERIES#<webhook>` /
 *   creation time in ms (newest first). The webhook itself is on that GSI1 partition too, under
 *   `~WEBHOOK` (after every time), so the first page of its log also says whether it exists.
 */
export const WEBHOOK_MARKER = '~WEBHOOK';

export const webhookKeys = {
  webhookPartition: (siteId: string) => sitePk(siteId, 'WEBHOOK'),
  webhook: (siteId: string, webhookId: string) => ({ pk: sitePk(siteId, 'WEBHOOK'), sk: webhookId }),
  count: (siteId: string) => ({ pk: sitePk(siteId, 'WEBHOOK_COUNT'), sk: 'COUNT' }),
  delivery: (siteId: string, webhookId: string, deliveryId: string) => ({
    pk: sitePk(siteId, `WEBHOOK_DELIVERY#${webhookId}`),
    sk: deliveryId,
  }),
  deliveryIndex: (siteId: string, webhookId: string) => sitePk(siteId, `WEBHOOK_DELIVERIES#${webhookId}`),
};
