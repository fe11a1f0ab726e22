import { beforeAll, describe, expect, it } from 'vitest';
import { authenticateCustomer, getCustomer } from '../../lib/customers/customer-auth.js';
import { createCustomer } from '../../lib/customers/customer-writes.js';
import { newId } from '../../lib/db/keys.js';
import { ApiError } from '../../lib/http/errors.js';
import { ensureTable } from '../../local/table.js';
import { unique } from '../helpers/api.js';

// Calls the library directly: only this file's table is needed, not the HTTP server.
beforeAll(() => ensureTable(process.env.TABLE_NAME as string));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('customer authentication (used by the OAuth server)', () => {
  it('returns the customer for the right email and password, email case-insensitively', async () => {
    const siteId = newId();
    const email = `${unique('c')}@example.com`;
    const created = await createCustomer(siteId, {
      email,
      password: 'secret-123',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const customer = await authenticateCustomer(siteId, email.toUpperCase(), 'secret-123', '10.0.0.1');
    expect(customer).toMatchObject({
      id: created.id,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect(customer).not.toHaveProperty('password_hash');
  });

  it('throws 401 invalid_credentials for a wrong password, an unknown email and another site', async () => {
    const siteId = newId();
    const email = `${unique('c')}@example.com`;
    await createCustomer(siteId, { email, password: 'secret-123' });
    for (const attempt of [
      () => authenticateCustomer(siteId, email, 'wrong-password', '10.0.0.2'),
      () => authenticateCustomer(siteId, `${unique('nobody')}@example.com`, 'secret-123', '10.0.0.2'),
      () => authenticateCustomer(newId(), email, 'secret-123', '10.0.0.2'),
    ]) {
      const error = await failure(attempt());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    }
  });

  it('throws 429 after too many failures for one account, even with the right password', async () => {
    const siteId = newId();
    const email = `${unique('c')}@example.com`;
    await createCustomer(siteId, { email, password: 'secret-123' });
    for (let i = 0; i < 10; i += 1) await failure(authenticateCustomer(siteId, email, 'wrong', `10.1.0.${i}`));
    const error = await failure(authenticateCustomer(siteId, email, 'secret-123', '10.1.1.1'));
    expect(error).toMatchObject({ status: 429, code: 'too_many_login_attempts' });
    // The same email on another site is a different account with its own counter.
    const otherSite = newId();
    await createCustomer(otherSite, { email, password: 'secret-123' });
    await expect(authenticateCustomer(otherSite, email, 'secret-123', '10.1.1.2')).resolves.toMatchObject({ email });
  });

  it('getCustomer finds a customer on its own site only', async () => {
    const siteId = newId();
    const created = await createCustomer(siteId, {
      email: `${unique('c')}@example.com`,
      password: 'secret-123',
      first_name: 'Solo',
    });
    await expect(getCustomer(siteId, created.id)).resolves.toMatchObject({ id: created.id, name: 'Solo' });
    await expect(getCustomer(newId(), created.id)).resolves.toBeUndefined();
    await expect(getCustomer(siteId, newId())).resolves.toBeUndefined();
  });
});
