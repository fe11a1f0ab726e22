import { formAccessToken, requireFormTokenPublic } from '../../lib/forms/form-access-token.js';
import { formBody } from '../../lib/forms/form-body.js';
import { submissionPrefetch } from '../../lib/forms/form-keys.js';
import { submissionBodySchema, submissionSchema } from '../../lib/forms/schemas.js';
import { presentSubmission } from '../../lib/forms/present.js';
import { submitToChannel } from '../../lib/forms/submissions.js';
import { channelParamsSchema } from '../../lib/channels/schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created, redirect } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** A public submission to a submittable channel: JSON, or a plain HTML form (with access_token). */
export const handler = defineHandler(
  route.createSubmission,
  {
    prefetch: submissionPrefetch,
    responses: { 201: submissionSchema, 303: null },
    headers: sessionHeaders,
    params: channelParamsSchema,
    body: submissionBodySchema,
    parseBody: [formBody(), formAccessToken()],
    bodyMediaTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  },
  async ({ event, principal, params, body }) => {
    requireFormTokenPublic(event, principal);
    const { entry, redirect: to } = await submitToChannel(principal, event, params.channel, body);
    if (to) return redirect(to, 303);
    const shown = presentSubmission(entry, baseUrl(event));
    return created(shown, shown.url);
  },
);
