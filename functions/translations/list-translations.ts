import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { presentTranslation } from '../../lib/translations/present.js';
import { translationListQuery, translationListSchema } from '../../lib/translations/response-schemas.js';
import { listTranslationsQuerySchema } from '../../lib/translations/schemas.js';
import { listTranslations } from '../../lib/translations/translations.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listTranslations,
  { responses: { 200: translationListSchema }, listQuery: translationListQuery, query: listTranslationsQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    const page = await listTranslations(principal.site!.id, event.queryStringParameters ?? {}, query);
    return listResponse(event, page, (translation) => presentTranslation(translation, base, query.locale));
  },
);
