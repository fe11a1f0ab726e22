import { fromMinor } from '../commerce/money.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { keys } from '../db/keys.js';
import { sendTransaction, TransactionRefused } from '../db/transaction.js';
import { logger } from '../http/logger.js';
import { plainAddress } from '../mail/addresses.js';
import { mailKeys } from '../mail/keys.js';
import { claimMessage, markSkipped, releaseClaim, sentMarkItem } from '../mail/mail-log.js';
import { sendMail } from '../mail/transport.js';
import { fulfillmentKeys, toFulfillment } from '../orders/fulfillment-record.js';
import { historyPut, SYSTEM_ACTOR } from '../orders/history.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { type CustomerMailMessage, mailSubject } from './customer-mail-requests.js';
import { defaultTemplate, type MailTemplate } from './defaults.js';
import { partsFor, renderMessage } from './render.js';
import { mailTemplateKeys } from './templates.js';

/**
 * An order's mail to its buyer (`order_confirmation` when it is paid or a manual payment starts,
 * `order_shipped` for each fulfilment that asks for it, with its tracking link,
 * `order_refunded` for each refund that succeeds), guests included: one BatchGetItem (site, order,
 * the site's template, the address's suppression, a shipping mail's fulfilment), the send log's
 * claim (a repeated message sends nothing), the send, then one TransactWriteItems marking the log
 * sent with the history's `mail_sent` entry. A shipping mail whose fulfilment was cancelled before
 * this ran is skipped: nothing it tells of is on its way. `messageId` is the request's, made by the caller.
 */
export const sendOrderMail = async (message: CustomerMailMessage, messageId: string): Promise<void> => {
  const { site_id: siteId, kind } = message;
  const to = plainAddress(message.email);
  if (!to || !message.order_id) return;
  const orderKey = orderKeys.order(siteId, message.order_id);
  const templateKey = mailTemplateKeys.template(siteId, kind);
  const suppressionKey = mailKeys.suppression(siteId, to);
  // A shipping mail's fulfilment: its tracking link, and whether it still stands.
  const fulfillmentId = kind === 'order_shipped' ? mailSubject(message.request_id) : undefined;
  const fulfillmentKey = fulfillmentId
    ? fulfillmentKeys.fulfillment(siteId, message.order_id, fulfillmentId)
    : undefined;
  const found = await batchGet([
    keys.site(siteId),
    orderKey,
    templateKey,
    suppressionKey,
    ...(fulfillmentKey ? [fulfillmentKey] : []),
  ]);
  const storedFulfillment = fulfillmentKey && found.get(keyId(fulfillmentKey));
  const fulfillment = storedFulfillment ? toFulfillment(storedFulfillment) : undefined;
  const site = found.get(keyId(keys.site(siteId)));
  const stored = found.get(keyId(orderKey));
  if (!site || !stored) return;
  const order = toOrder(stored);
  const claim = await claimMessage(siteId, messageId, kind);
  // Sent before: its history entry was written with the log's mark, in the same transaction.
  if (claim === 'sent') return;
  if (claim === 'busy') throw new Error(`message ${messageId} is being sent by another worker`);
  try {
    if (found.has(keyId(suppressionKey))) {
      logger.info('mail: address suppressed, not sent', { site: siteId, messageId });
      await markSkipped(siteId, messageId, 'suppressed');
      return;
    }
    if (kind === 'order_shipped' && fulfillment?.status !== 'success') {
      logger.info('mail: fulfilment cancelled, shipping mail not sent', { site: siteId, messageId });
      await markSkipped(siteId, messageId, fulfillment ? 'fulfillment_cancelled' : 'no_fulfillment');
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
          carrier: fulfillment.carrier,
          tracking_number: fulfillment.tracking_number,
          tracking_url: fulfillment.tracking_url,
        },
      }),
    });
    await sendMail({ to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId, siteId });
  } catch (error) {
    await releaseClaim(siteId, messageId);
    throw error;
  }
  await recordMailSent(siteId, order, kind, messageId);
};

/**
 * Marks the send log `sent` and writes the order history's `mail_sent` entry, in one
 * TransactWriteItems: sent off the request path, after the change that asked for it, the mail cannot
 * be recorded by that change's transaction, and in one write a mail marked sent always has its entry
 * (a repeated queue message finds it sent and does nothing). A mail skipped is never recorded.
 */
const recordMailSent = async (siteId: string, order: Order, kind: string, messageId: string): Promise<void> => {
  try {
    await sendTransaction([
      sentMarkItem(siteId, messageId),
      historyPut(siteId, order, 'mail_sent', SYSTEM_ACTOR, { template: kind }),
    ]);
  } catch (error) {
    // Another worker took the message over once this claim lapsed and recorded it.
    if (error instanceof TransactionRefused && error.refused('log')) return;
    throw error;
  }
};
