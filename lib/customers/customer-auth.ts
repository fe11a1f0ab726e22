import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/users.js';
import { ApiError } from '../http/errors.js';
import { customerIdForEmail, getCustomerById, getCustomerCredentials, type Customer } from './customers.js';

export type { Customer } from './customers.js';

// Throttle counters are shared with user sign-in, so customer keys are qualified by the site:
// the same email may be a customer of several sites, and never collides with a back-office user.
const throttleKey = (siteId: string, email: string) => `${siteId}:${normalizeEmail(email)}`;

/**
 * Checks a customer's email and password on one site, with the brute-force protection of user
 * sign-in (429 when throttled). Unknown email and wrong password fail alike (401 invalid_credentials)
 * and take the same time.
 */
export const authenticateCustomer = async (
  siteId: string,
  email: string,
  password: string,
  address: string,
): Promise<Customer> => {
  const key = throttleKey(siteId, email);
  await assertLoginAllowed(key, address);
  const customerId = await customerIdForEmail(siteId, email);
  const found = customerId ? await getCustomerCredentials(siteId, customerId) : undefined;
  if (!(await verifyPassword(password, found?.passwordHash)) || !found) {
    await recordLoginFailure(key, address);
    throw new ApiError(401, 'invalid_credentials', 'The email or password is incorrect');
  }
  await clearLoginFailures(key);
  return found.customer;
};

/** A customer of a site by id (one GetItem); undefined when it does not exist there. */
export const getCustomer = (siteId: string, customerId: string): Promise<Customer | undefined> =>
  getCustomerById(siteId, customerId);
