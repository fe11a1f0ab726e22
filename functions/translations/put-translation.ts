import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created, ok } from '../../lib/http/responses.js';
import { presentTranslation } from '../../lib/translations/present.js';
import { translationSchema } from '../../lib/translations/response-schemas.js';
import { putTranslationSchema, translationParamsSchema } from '../../lib/translations/schemas.js';
import { translationWritePrefetch, upsertTranslation } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/** Upserts by key, merging the locales given: 201 the first time, 200 after. */
export const handler = defineHandler(
  route.putTranslation,
  {
    prefetch: translationWritePrefetch,
    responses: { 200: translationSchema, 201: translationSchema },
    params: translationParamsSchema,
    body: putTranslationSchema,
  },
  async ({ event, principal, params, body }) => {
    const { translation, created: isNew } = await upsertTranslation(principal.site!.id, params.key, body.values);
    const shown = presentTranslation(translation, baseUrl(event));
    return isNew ? created(shown, shown.url) : ok(shown);
  },
);
