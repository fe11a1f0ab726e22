import { replaceDefinitionsHandler } from '../../lib/custom-fields/definition-handlers.js';
import * as route from './routes.js';

/** Replaces the site's product fields; stored products are not rewritten (a value that no longer fits is refused when its record is next written). */
export const handler = replaceDefinitionsHandler(route.updateProductCustomizations, 'products');
