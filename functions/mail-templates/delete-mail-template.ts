import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { isTemplateName } from '../../lib/mail-templates/defaults.js';
import { mailTemplateSchema } from '../../lib/mail-templates/response-schemas.js';
import { mailTemplateParamsSchema } from '../../lib/mail-templates/schemas.js';
import { resetMailTemplate } from '../../lib/mail-templates/templates.js';
import * as route from './routes.js';

/** Forgets the site's own version: the answer is the built-in default. */
export const handler = defineHandler(
  route.deleteMailTemplate,
  { responses: { 200: mailTemplateSchema }, params: mailTemplateParamsSchema },
  async ({ principal, params }) => {
    if (!isTemplateName(params.name)) throw notFound('Mail template');
    return ok(await resetMailTemplate(principal.site!.id, params.name));
  },
);
