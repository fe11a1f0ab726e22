import { createHash } from 'node:crypto';
import { normalizeEmail } from '../auth/users.js';
import { sitePk } from '../db/keys.js';

/**
 * Keys of what a customer's own data requests keep: the erasure record (one per erased customer,
 * kept as the shop's proof that it erased, with no personal data in it) and the pointers from a
 * sender's e-mail address to the form submissions it sent (under a hash of the address, so the
 * pointer partition holds no address in the clear).
 */
export const privacyKeys = {
  /** An erasure: `<site>#CUSTOMER_ERASURE` under the erased customer's id. */
  erasure: (siteId: string, customerId: string) => ({ pk: sitePk(siteId, 'CUSTOMER_ERASURE'), sk: customerId }),
  /** The submissions one address sent: `<site>#SUBMITTED_BY#<sha256 of the address>`, sort key `<channel id>#<entry id>`. */
  senderPartition: (siteId: string, email: string) =>
    sitePk(siteId, `SUBMITTED_BY#${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`),
  sender: (siteId: string, email: string, channelId: string, entryId: string) => ({
    pk: privacyKeys.senderPartition(siteId, email),
    sk: `${channelId}#${entryId}`,
  }),
};
