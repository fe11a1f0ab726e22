import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { translationsJsonSchema } from '../../lib/translations/response-schemas.js';
import { translationsJsonQuerySchema } from '../../lib/translations/schemas.js';
import { translationsJson } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/**
 * Every key's text in one locale as a flat object, for front-ends (a publishable key reads it):
 * one Query per MB of translations; the ETag and 304 come from defineHandler.
 */
export const handler = defineHandler(
  route.getTranslationsJson,
  { responses: { 200: translationsJsonSchema }, query: translationsJsonQuerySchema },
  async ({ principal, query }) => ok(await translationsJson(principal.site!.id, query.locale)),
);
