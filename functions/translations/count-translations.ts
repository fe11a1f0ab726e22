import { countHandler } from '../../lib/endpoint/count-handler.js';
import { translationListQuery } from '../../lib/translations/response-schemas.js';
import { countTranslations } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/** How many translation keys the list holds for the same `where[…]` (and `key.start`). */
export const handler = countHandler(
  route.countTranslations,
  { listQuery: translationListQuery },
  async ({ event, principal }) => countTranslations(principal.site!.id, event.queryStringParameters ?? {}),
);
