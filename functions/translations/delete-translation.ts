import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { translationParamsSchema } from '../../lib/translations/schemas.js';
import { deleteTranslation } from '../../lib/translations/translations.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteTranslation,
  { responses: { 204: null }, params: translationParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteTranslation(principal.site!.id, params.key))) throw notFound('Translation');
    return noContent();
  },
);
