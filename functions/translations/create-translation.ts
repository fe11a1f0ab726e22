import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created, ok } from '../../lib/http/responses.js';
import { presentTranslation } from '../../lib/translations/present.js';
import { translationSchema } from '../../lib/translations/response-schemas.js';
import { createTranslationSchema } from '../../lib/translations/schemas.js';
import { upsertTranslation } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/** Upserts by key: 201 the first time, 200 after. */
export const handler = defineHandler(
  route.createTranslation,
  { responses: { 201: translationSchema, 200: translationSchema }, body: createTranslationSchema },
  async ({ event, principal, body }) => {
    const { translation, created: isNew } = await upsertTranslation(principal.site!.id, body.key, body.values);
    const shown = presentTranslation(translation, baseUrl(event));
    return isNew ? created(shown, shown.url) : ok(shown);
  },
);
