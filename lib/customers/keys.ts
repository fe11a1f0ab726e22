import { hashSecret } from '../auth/tokens.js';
import { normalizeEmail } from '../auth/users.js';
import { sitePk } from '../db/keys.js';

// Keys of a site's customers, their email claims and their sessions: every partition starts with
// the site id, so another site's customer or session is simply not found.

// Customers of a site share one partition (lists are one Query); each email is claimed by its own
// item so that uniqueness is enforced in the same transaction as the write.
export const customerKey = (siteId: string, customerId: string) => ({ pk: sitePk(siteId, 'CUSTOMER'), sk: customerId });

export const emailClaimKey = (siteId: string, email: string) => ({
  pk: sitePk(siteId, `CUSTOMER_EMAIL#${normalizeEmail(email)}`),
  sk: 'CUSTOMER_EMAIL',
});

/** GSI1 partition of everything hanging off one customer (sessions), so deleting a customer can end them. */
export const customerIndex = (siteId: string, customerId: string) => sitePk(siteId, `CUSTOMER#${customerId}`);

// Stored under the hash of the secret, inside the site's key space: a session of one site is
// simply not found when presented on another. GSI1 groups a customer's sessions for deletion.
export const sessionKey = (siteId: string, secret: string) => ({
  pk: sitePk(siteId, `SESSION#${hashSecret(secret)}`),
  sk: 'SESSION',
});
