import { deleteThemeItemHandler } from '../../lib/themes/item-handlers.js';
import * as route from './routes.js';

export const handler = deleteThemeItemHandler(route.deleteThemeSnippet, 'snippets');
