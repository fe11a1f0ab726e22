import { hashPassword } from '../auth/passwords.js';
import { hashSecret } from '../auth/tokens.js';
import { normalizeEmail } from '../auth/users.js';
import { saveRecord } from '../db/entity.js';
import { sitePk, timestamp } from '../db/keys.js';
import { purgeQuery } from '../db/purge.js';
import { GSI1 } from '../db/table.js';
import { sendTransaction, TransactionRefused } from '../db/transaction.js';
import { countInWindow, windowCountItem, type WindowCounter } from '../db/window-counter.js';
import { ApiError, tooManyRequests } from '../http/errors.js';
import { customerMailItem } from '../mail-templates/customer-mail-requests.js';
import { refusedWith } from './confirmation.js';
import { findAccountToken, useAccountToken } from './confirmation-tokens.js';
import { customers } from './customers.js';
import { customerIndex } from './keys.js';

// Password reset by mail. Asking is the same work whether the address belongs to a customer or
// not (two rate counters and a mail request, in one transaction); the mail worker looks the
// address up and sends nothing for an unknown one. So the answer, and its time, tell nothing.

/** Requests per hour and address, and per hour and client address (both for asking and for using links). */
export const RESET_LIMITS = { perAddress: 5, perClient: 30, windowSeconds: 3600 } as const;

const counter = (siteId: string, kind: 'email' | 'client', value: string, limit: number): WindowCounter => ({
  pk: sitePk(siteId, `PASSWORD_RESET_RATE#${kind}#${hashSecret(value)}`),
  limit,
  windowSeconds: RESET_LIMITS.windowSeconds,
});

const tooMany = (reset: number) =>
  tooManyRequests(
    'too_many_reset_requests',
    'Too many password reset requests; try again later',
    reset - Date.now() / 1000,
  );

/**
 * Asks for a password reset mail: one TransactWriteItems counting the request for the address and
 * for the client address (429 with Retry-After when either is full) and writing the mail request.
 */
export const requestPasswordReset = async (
  siteId: string,
  email: string,
  clientAddress: string,
  now = new Date(),
): Promise<void> => {
  const to = normalizeEmail(email);
  const perAddress = windowCountItem('address', counter(siteId, 'email', to, RESET_LIMITS.perAddress), now);
  const perClient = windowCountItem('client', counter(siteId, 'client', clientAddress, RESET_LIMITS.perClient), now);
  try {
    await sendTransaction([
      perAddress,
      perClient,
      customerMailItem(siteId, { kind: 'password_reset', email: to }, now),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && (error.refused('rate:address') || error.refused('rate:client')))
      throw tooMany(perAddress.reset);
    throw error;
  }
};

export const invalidResetToken = () =>
  new ApiError(
    422,
    'invalid_reset_token',
    'The password reset link is unknown, used, replaced by a newer one or expired',
  );

/** Ends every session of a customer: one Query of its sessions on its GSI1 partition, then batched deletes. */
export const endCustomerSessions = (siteId: string, customerId: string) =>
  purgeQuery({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :session)',
    ExpressionAttributeValues: { ':pk': customerIndex(siteId, customerId), ':session': 'SESSION#' },
  });

/**
 * Sets a new password with a reset link's token: one BatchGetItem (token and customer), every
 * session of the customer ended (a Query and batched deletes: first, so a failure leaves the old
 * password and a token that still works, never a new password beside live old sessions), then one
 * TransactWriteItems that sets the password, confirms the address (the mail reached it) and uses
 * the token up. 422 `invalid_reset_token` otherwise; a token that fails counts against the client
 * address's limit (429 once it is full).
 */
export const confirmPasswordReset = async (
  siteId: string,
  secret: string,
  password: string,
  clientAddress: string,
): Promise<void> => {
  const token = await findAccountToken(siteId, 'reset', secret);
  if (!token) {
    const used = await countInWindow(counter(siteId, 'client', clientAddress, RESET_LIMITS.perClient));
    if (used.used > used.limit) throw tooMany(used.reset);
    throw invalidResetToken();
  }
  const passwordHash = await hashPassword(password);
  await endCustomerSessions(siteId, token.customerId);
  const current = token.customer;
  const next = {
    ...current,
    password_hash: passwordHash,
    confirmed: true,
    updated_at: timestamp(),
    version: (current.version ?? 0) + 1,
  };
  try {
    await saveRecord(customers, siteId, current, next, [useAccountToken(siteId, 'reset', token)]);
  } catch (error) {
    throw refusedWith(error, invalidResetToken);
  }
};
