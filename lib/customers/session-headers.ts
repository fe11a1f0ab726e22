/** The request headers that make a site or user token act as a customer, as the OpenAPI document names them. */
export const sessionHeaders = {
  'session-token': {
    description: 'A customer session (from POST /customers/login): the request acts as that customer',
  },
  'x-service-session-token': { description: 'Same as Session-Token' },
};
