import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { currentCustomerId } from '../customers/current-customer.js';
import { getCustomerById } from '../customers/customers.js';

/** `req.customer`: the customer of the request's session (or customer token), as `{id, email, first_name, last_name}`, else null. */
export const currentCustomer = async (principal: Principal, event: APIGatewayProxyEventV2) => {
  const id = await currentCustomerId(principal, event);
  if (!id) return null;
  const customer = await getCustomerById(principal.site!.id, id);
  if (!customer) return null;
  const shown = customer as unknown as Record<string, unknown>;
  return {
    id: customer.id,
    email: shown.email ?? null,
    first_name: shown.first_name ?? null,
    last_name: shown.last_name ?? null,
  };
};
