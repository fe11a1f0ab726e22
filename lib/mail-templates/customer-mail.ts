import { createHash } from 'node:crypto';
import { issueAccountToken } from '../customers/confirmation-tokens.js';
import { customerIdForEmail, customers, toCustomer, type StoredCustomer } from '../customers/customers.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { keys } from '../db/keys.js';
import { logger } from '../http/logger.js';
import { plainAddress } from '../mail/addresses.js';
import { mailKeys } from '../mail/keys.js';
import { claimMessage, markSent, markSkipped, releaseClaim } from '../mail/mail-log.js';
import { sendMail } from '../mail/transport.js';
import { publicUrl } from '../pages/public-url.js';
import { defaultTemplate, type MailTemplate } from './defaults.js';
import type { CustomerMailMessage } from './customer-mail-requests.js';
import { partsFor, renderMessage } from './render.js';
import { mailTemplateKeys } from './templates.js';

/** `<request id>.<kind>.<hash of the recipient>@site-api`: one Message-ID per request, the same on every attempt. */
export const customerMessageId = (message: CustomerMailMessage): string =>
  `<${message.request_id}.${message.kind}.${createHash('sha256').update(message.email.toLowerCase()).digest('hex').slice(0, 16)}@site-api>`;

/** The storefront page a link opens, with its token (the storefront calls the API with it). */
const linkFor = (subdomain: string, path: string, token: string) =>
  `${publicUrl(subdomain, path)}?token=${encodeURIComponent(token)}`;

/**
 * The customer-mail queue's consumer (workers/customer-mail.ts on AWS, in-process locally): finds
 * the customer (for a reset, by the address typed: nothing is sent for an unknown address), reads
 * the site, the customer, the site's template and the address's suppression (one BatchGetItem),
 * claims the message in the send log, makes the link's token (a new one replaces the customer's
 * previous link) and sends. Idempotent: a repeated message finds its mail sent and sends nothing.
 */
export const sendCustomerMail = async (message: CustomerMailMessage): Promise<void> => {
  const { site_id: siteId, kind } = message;
  // An order's mail goes to its buyer, a guest too (lib/mail-templates/order-mail.ts).
  if (kind === 'order_confirmation' || kind === 'order_shipped' || kind === 'order_refunded')
    return (await import('./order-mail.js')).sendOrderMail(message, customerMessageId(message));
  const to = plainAddress(message.email);
  if (!to) return;
  const customerId = message.customer_id ?? (await customerIdForEmail(siteId, to));
  if (!customerId) return;
  const customerKey = customers.key(siteId, customerId);
  const templateKey = mailTemplateKeys.template(siteId, kind);
  const suppressionKey = mailKeys.suppression(siteId, to);
  const found = await batchGet([keys.site(siteId), customerKey, templateKey, suppressionKey]);
  const site = found.get(keyId(keys.site(siteId)));
  const stored = found.get(keyId(customerKey)) as StoredCustomer | undefined;
  if (!site || !stored) return;
  const customer = toCustomer(stored);
  // A confirmation for an address already confirmed (a repeat after the customer confirmed) is not sent.
  if (kind === 'customer_confirmation' && customer.confirmed && customer.email === to.toLowerCase()) return;
  const messageId = customerMessageId(message);
  const claim = await claimMessage(siteId, messageId, kind);
  if (claim === 'sent') return;
  if (claim === 'busy') throw new Error(`message ${messageId} is being sent by another worker`);
  try {
    if (found.has(keyId(suppressionKey))) {
      logger.info('mail: address suppressed, not sent', { site: siteId, messageId });
      await markSkipped(siteId, messageId, 'suppressed');
      return;
    }
    const subdomain = (site.subdomain as string | undefined) ?? '';
    const token =
      kind === 'customer_confirmation'
        ? await issueAccountToken(siteId, 'confirm', customerId, to)
        : kind === 'password_reset'
          ? await issueAccountToken(siteId, 'reset', customerId, customer.email)
          : undefined;
    const template = (found.get(keyId(templateKey)) as MailTemplate | undefined) ?? defaultTemplate(kind);
    const rendered = await renderMessage(partsFor(template), {
      site: { id: siteId, name: (site.name as string | undefined) ?? '', subdomain },
      customer: {
        id: customer.id,
        email: customer.email,
        first_name: customer.first_name,
        last_name: customer.last_name,
        name: customer.name,
      },
      ...(token && { token }),
      ...(kind === 'customer_confirmation' &&
        token && { confirmation_url: linkFor(subdomain, 'account/confirm', token) }),
      ...(kind === 'password_reset' && token && { reset_url: linkFor(subdomain, 'account/reset_password', token) }),
    });
    await sendMail({ to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId, siteId });
  } catch (error) {
    await releaseClaim(siteId, messageId);
    throw error;
  }
  await markSent(siteId, messageId);
};
