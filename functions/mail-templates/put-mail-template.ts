import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { isTemplateName } from '../../lib/mail-templates/defaults.js';
import { mailTemplateSchema } from '../../lib/mail-templates/response-schemas.js';
import { mailTemplateParamsSchema, putMailTemplateSchema } from '../../lib/mail-templates/schemas.js';
import { putMailTemplate } from '../../lib/mail-templates/templates.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.putMailTemplate,
  { responses: { 200: mailTemplateSchema }, params: mailTemplateParamsSchema, body: putMailTemplateSchema },
  async ({ principal, params, body }) => {
    if (!isTemplateName(params.name)) throw notFound('Mail template');
    return ok(await putMailTemplate(principal.site!.id, params.name, body));
  },
);
