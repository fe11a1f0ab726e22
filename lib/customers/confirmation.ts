import type { Principal } from '../auth/principal.js';
import { hasScope } from '../auth/scopes.js';
import { normalizeEmail } from '../auth/users.js';
import { saveRecord } from '../db/entity.js';
import { keys, timestamp } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { sendWrite, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, contention, unprocessable, type FieldError } from '../http/errors.js';
import { StaleRead } from '../db/optimistic-retry.js';
import { customerMailItem } from '../mail-templates/customer-mail-requests.js';
import { findAccountToken, useAccountToken } from './confirmation-tokens.js';
import { customers, findCustomer, toCustomer, type Customer } from './customers.js';

// Confirmation of customer accounts by mail: who starts confirmed, which mail a sign-up asks for,
// and following the link.

/** What a publishable key (the `public` scope alone) may set when a visitor signs up. */
export const SIGN_UP_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'password',
  'first_name',
  'last_name',
  'phone',
  'accepts_marketing',
  'custom_fields',
]);

/** True when the caller signs up as a visitor: a publishable key, without write_customers. */
export const isSignUp = (principal: Principal): boolean => !hasScope(principal.scopes, 'write_customers');

/**
 * 422 naming each field of a visitor's sign-up it may not set: groups and anything but its own
 * details, and the site's private custom fields (`private_storage`: kept from the customer's own
 * eyes, so never the customer's to write either).
 */
export const refuseOutsideSignUp = (
  body: Readonly<Record<string, unknown>>,
  privateFields: ReadonlySet<string>,
): void => {
  const errors: FieldError[] = Object.keys(body)
    .filter((field) => !SIGN_UP_FIELDS.has(field))
    .map((field) => ({ field, message: `${field} cannot be set with a publishable key`, code: 'not_allowed' }));
  const custom = body.custom_fields as Readonly<Record<string, unknown>> | undefined;
  for (const name of Object.keys(custom ?? {}).filter((name) => privateFields.has(name))) {
    errors.push({
      field: `custom_fields.${name}`,
      message: `custom_fields.${name} cannot be set with a publishable key`,
      code: 'not_allowed',
    });
  }
  if (errors.length) throw unprocessable(errors, errors[0]!.message);
};

/**
 * How a new account starts: confirmed (and welcomed, unless `notify` is false) when the token holds
 * `skip_confirmation`; otherwise unconfirmed, with its confirmation mail. The mail is a request
 * item of the customer's own transaction.
 */
export const signUpPlan = (principal: Principal, email: string, notify: boolean, siteId: string) => {
  const confirmed = !isSignUp(principal) && hasScope(principal.scopes, 'skip_confirmation');
  const to = normalizeEmail(email);
  return {
    confirmed,
    also: (customerId: string): readonly TransactionItem[] => {
      if (confirmed)
        return notify
          ? [customerMailItem(siteId, { kind: 'customer_welcome', email: to, customer_id: customerId })]
          : [];
      return [customerMailItem(siteId, { kind: 'customer_confirmation', email: to, customer_id: customerId })];
    },
  };
};

/**
 * What a token's write refused answers: a token used or replaced meanwhile is `invalid` (a link
 * works once), a customer changed meanwhile is 503 `contention` (the client sends the link again).
 */
export const refusedWith = (error: unknown, invalid: () => ApiError): unknown => {
  if (!(error instanceof StaleRead)) return error;
  const cause = error.cause;
  return cause instanceof TransactionRefused && cause.refused('token') ? invalid() : contention();
};

export const invalidConfirmationToken = () =>
  new ApiError(
    422,
    'invalid_confirmation_token',
    'The confirmation link is unknown, used, replaced by a newer one or expired',
  );

/**
 * Confirms the address a link was sent to: one BatchGetItem of the token and the customer, then one
 * TransactWriteItems that marks it confirmed (and moves its e-mail, for a change of address: 409
 * when another customer took it meanwhile) and uses the token up. 422 `invalid_confirmation_token`
 * for an unknown, used, replaced or expired token.
 */
export const confirmCustomer = async (siteId: string, secret: string): Promise<Customer> => {
  const token = await findAccountToken(siteId, 'confirm', secret);
  if (!token) throw invalidConfirmationToken();
  const current = token.customer;
  const next = {
    ...current,
    email: token.email,
    confirmed: true,
    updated_at: timestamp(),
    version: (current.version ?? 0) + 1,
  };
  try {
    await saveRecord(customers, siteId, current, next, [useAccountToken(siteId, 'confirm', token)]);
  } catch (error) {
    throw refusedWith(error, invalidConfirmationToken);
  }
  return toCustomer(next);
};

/**
 * Sends a customer a new confirmation link (the previous one stops working when it is made): one
 * GetItem, then the mail request (one PutItem). 404 for an unknown customer; 422 `already_confirmed`
 * for a confirmed one.
 */
export const resendConfirmation = async (siteId: string, ref: string): Promise<Customer | undefined> => {
  const customer = await findCustomer(siteId, ref);
  if (!customer) return undefined;
  if (customer.confirmed)
    throw new ApiError(422, 'already_confirmed', 'This customer has already confirmed its e-mail address');
  await sendWrite([
    customerMailItem(siteId, { kind: 'customer_confirmation', email: customer.email, customer_id: customer.id }),
  ]);
  return customer;
};

/**
 * Refuses an unconfirmed customer's sign-in (403 `unconfirmed`) when its site requires
 * confirmation: nothing to read for a confirmed customer, else one GetItem of the site.
 */
export const requireConfirmedIfAsked = async (siteId: string, customer: Customer): Promise<void> => {
  if (customer.confirmed) return;
  const site = await readItem(keys.site(siteId), { eventual: true });
  if (site?.require_customer_confirmation === true) {
    throw new ApiError(403, 'unconfirmed', 'Confirm your e-mail address with the link we sent before signing in');
  }
};
