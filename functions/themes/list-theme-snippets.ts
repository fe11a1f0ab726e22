import { listThemeItemsHandler } from '../../lib/themes/item-handlers.js';
import * as route from './routes.js';

export const handler = listThemeItemsHandler(route.listThemeSnippets, 'snippets');
