import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { themeParamsSchema } from '../../lib/themes/schemas.js';
import { deleteTheme } from '../../lib/themes/themes.js';
import * as route from './routes.js';

/** Deletes a theme with all its layouts, templates, snippets and assets. */
export const handler = defineHandler(
  route.deleteTheme,
  { responses: { 204: null }, params: themeParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteTheme(principal.site!.id, params.theme))) throw notFound('Theme');
    return noContent();
  },
);
