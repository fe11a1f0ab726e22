import { fromMinor } from '../commerce/money.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { keys } from '../db/keys.js';
import { logger } from '../http/logger.js';
import { plainAddress } from '../mail/addresses.js';
import { mailKeys } from '../mail/keys.js';
import { claimMessage, markSent, markSkipped, releaseClaim } from '../mail/mail-log.js';
import { sendMail } from '../mail/transport.js';
import { TABLE_NAME } from '../db/client.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import { historyItem, SYSTEM_ACTOR } from '../orders/history.js';
import { fulfillmentKeys } from '../orders/fulfillment-record.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import type { CustomerMailMessage } from './customer-mail-requests.js';
import { defaultTemplate, type MailTemplate } from './defaults.js';
import { partsFor, renderMessage } from './render.js';
import { mailTemplateKeys } from './templates.js';

/**
 * An order's mail to its buyer (`order_confirmation` when it is paid or a manual payment starts,
 * `order_shipped` for each fulfilment that asks for it, with its tracking link,
 * `order_refunded` for each refund that succeeds), guests included: one BatchGetItem (site, order,
 * the site's template, the address's suppression), the send log's claim (a repeated message sends
 * nothing), then the send. `messageId` is the request's, made by the caller.
 */
export const sendOrderMail = async (message: CustomerMailMessage, messageId: string): Promise<void> => {
  const { site_id: siteId, kind } = message;
  const to = plainAddress(message.email);
  if (!to || !message.order_id) return;
  const orderKey = orderKeys.order(siteId, message.order_id);
  const templateKey = mailTemplateKeys.template(siteId, kind);
  const suppressionKey = mailKeys.suppression(siteId, to);
  // A shipping mail's request is named after its fulfilment (`order_shipped#<fulfilment id>`): its tracking link.
  const shipped = kind === 'order_shipped' ? message.request_id.split('#')[1] : undefined;
  const fulfillmentKey = shipped && fulfillmentKeys.fulfillment(siteId, message.order_id, shipped);
  const found = await batchGet([
    keys.site(siteId),
    orderKey,
    templateKey,
    suppressionKey,
    ...(fulfillmentKey ? [fulfillmentKey] : []),
  ]);
  const fulfillment = fulfillmentKey && found.get(keyId(fulfillmentKey));
  const site = found.get(keyId(keys.site(siteId)));
  const stored = found.get(keyId(orderKey));
  if (!site || !stored) return;
  const order = toOrder(stored);
  const claim = await claimMessage(siteId, messageId, kind);
  if (claim === 'sent') return recordMailSent(siteId, order, kind, messageId);
  if (claim === 'busy') throw new Error(`message ${messageId} is being sent by another worker`);
  try {
    if (found.has(keyId(suppressionKey))) {
      logger.info('mail: address suppressed, not sent', { site: siteId, messageId });
      await markSkipped(siteId, messageId, 'suppressed');
      return;
    }
    const template = (found.get(keyId(templateKey)) as MailTemplate | undefined) ?? defaultTemplate(kind);
    const address = order.billing_address ?? order.shipping_address;
    const rendered = await renderMessage(partsFor(template), {
      site: {
        id: siteId,
        name: (site.name as string | undefined) ?? '',
        subdomain: (site.subdomain as string | undefined) ?? '',
      },
      customer: { id: order.customer_id, email: order.email, name: address?.name ?? null },
      order: {
        id: order.id,
        number: order.number,
        currency: order.currency,
        total: fromMinor(order.total),
        amount_paid: fromMinor(order.amount_paid ?? 0),
        amount_refunded: fromMinor(order.amount_refunded ?? 0),
      },
      ...(fulfillment && {
        fulfillment: {
          carrier: fulfillment.carrier ?? null,
          tracking_number: fulfillment.tracking_number ?? null,
          tracking_url: fulfillment.tracking_url ?? null,
        },
      }),
    });
    await sendMail({ to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId, siteId });
  } catch (error) {
    await releaseClaim(siteId, messageId);
    throw error;
  }
  await markSent(siteId, messageId);
  await recordMailSent(siteId, order, kind, messageId);
};

/**
 * The order history's `mail_sent` entry of a mail that went out, once: sent off the request path,
 * after the change that asked for it, the mail cannot be recorded by that change's transaction. One
 * TransactWriteItems writes the entry and marks the send log, conditioned on the log saying `sent`
 * and carrying no mark yet: a repeated queue message (after a failure here) records what is missing
 * and never sends again; a mail skipped (suppressed address) is never recorded.
 */
const recordMailSent = async (siteId: string, order: Order, kind: string, messageId: string): Promise<void> => {
  const entry = historyItem(siteId, order, 'mail_sent', SYSTEM_ACTOR, { template: kind });
  try {
    await sendTransaction([
      labelled('log', {
        Update: {
          TableName: TABLE_NAME,
          Key: mailKeys.log(siteId, messageId),
          UpdateExpression: 'SET history_id = :id',
          ConditionExpression: 'attribute_exists(sent_at) AND attribute_not_exists(history_id)',
          ExpressionAttributeValues: { ':id': entry.id },
        },
      }),
      labelled('history', {
        Put: { TableName: TABLE_NAME, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('log')) return;
    throw error;
  }
};
