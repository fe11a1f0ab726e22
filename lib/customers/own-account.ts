import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/users.js';
import { getRecordById, saveRecord } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { deleteKeys } from '../db/purge.js';
import { queryAll } from '../db/query-all.js';
import { GSI1 } from '../db/table.js';
import { TABLE_NAME } from '../db/client.js';
import { sendWrite } from '../db/transaction.js';
import { ApiError, invalidField } from '../http/errors.js';
import { customerMailItem } from '../mail-templates/customer-mail-requests.js';
import { currentCustomerId, invalidSession, sessionSecret } from './current-customer.js';
import { customers } from './customers.js';
import { customerIndex, sessionKey } from './keys.js';

// What a signed-in customer changes of its own account: its password (its other sessions end) and
// its e-mail address (only once the new address is confirmed).

/** The signed-in customer of a request (a customer token, or a session): 401 without one. */
export const signedInCustomer = async (principal: Principal, event: APIGatewayProxyEventV2): Promise<string> => {
  const customerId = await currentCustomerId(principal, event);
  if (!customerId) throw new ApiError(401, 'session_required', 'Sign in as the customer: send its Session-Token');
  return customerId;
};

/**
 * Changes the signed-in customer's password: the customer (one GetItem), its other sessions ended
 * (a Query and batched deletes: first, so a failure leaves the old password rather than a new one
 * beside live old sessions), then one write conditioned on its version. 422 naming
 * `current_password` when it is wrong.
 */
export const changeOwnPassword = async (
  siteId: string,
  customerId: string,
  keep: string | undefined,
  currentPassword: string,
  password: string,
): Promise<void> => {
  const current = await getRecordById(customers, siteId, customerId);
  if (!current) throw invalidSession();
  if (!(await verifyPassword(currentPassword, current.password_hash)))
    throw invalidField('current_password', "current_password is not the customer's password", 'invalid');
  const passwordHash = await hashPassword(password);
  const kept = keep === undefined ? undefined : sessionKey(siteId, keep).pk;
  const sessions = await queryAll({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :session)',
    ExpressionAttributeValues: { ':pk': customerIndex(siteId, customerId), ':session': 'SESSION#' },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeys(sessions.filter((item) => item.pk !== kept) as { pk: string; sk: string }[]);
  await saveRecord(customers, siteId, current, {
    ...current,
    password_hash: passwordHash,
    updated_at: timestamp(),
    version: (current.version ?? 0) + 1,
  });
};

/** The session secret to keep when a customer changes its password (the one it acts with; none for a customer token). */
export const keptSession = (principal: Principal, event: APIGatewayProxyEventV2): string | undefined =>
  principal.token.kind === 'customer' ? undefined : sessionSecret(event);

/**
 * Asks to change the signed-in customer's e-mail address: a confirmation mail to the new address
 * (one PutItem); the address changes only when its link is followed (409 `email_taken` then if
 * another customer took it meanwhile).
 */
export const requestOwnEmailChange = async (siteId: string, customerId: string, email: string): Promise<void> => {
  await sendWrite([
    customerMailItem(siteId, { kind: 'customer_confirmation', email: normalizeEmail(email), customer_id: customerId }),
  ]);
};
