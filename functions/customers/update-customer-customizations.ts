import { replaceDefinitionsHandler } from '../../lib/custom-fields/definition-handlers.js';
import * as route from './routes.js';

/** Replaces the site's customer fields; stored customers are not rewritten (a value that no longer fits is refused when its record is next written). */
export const handler = replaceDefinitionsHandler(route.updateCustomerCustomizations, 'customers');
