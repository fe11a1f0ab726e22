import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { presentTranslation } from '../../lib/translations/present.js';
import { translationSchema } from '../../lib/translations/response-schemas.js';
import { translationParamsSchema } from '../../lib/translations/schemas.js';
import { getTranslation, translationPrefetch } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/** A translation by key (one GetItem, read with the token when the request names its site). */
export const handler = defineHandler(
  route.getTranslation,
  { prefetch: translationPrefetch, responses: { 200: translationSchema }, params: translationParamsSchema },
  async ({ event, principal, params }) => {
    const translation = await getTranslation(principal.site!.id, params.key);
    if (!translation) throw notFound('Translation');
    return ok(presentTranslation(translation, baseUrl(event)));
  },
);
