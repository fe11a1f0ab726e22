import { getDefinitionsHandler } from '../../lib/custom-fields/definition-handlers.js';
import * as route from './routes.js';

/** The site's customer fields (an empty list until it defines some), read with the token. */
export const handler = getDefinitionsHandler(route.getCustomerCustomizations, 'customers');
