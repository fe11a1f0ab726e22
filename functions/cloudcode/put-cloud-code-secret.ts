import { secretSchema } from '../../lib/cloudcode/response-schemas.js';
import { putSecretSchema, secretParamsSchema } from '../../lib/cloudcode/schemas.js';
import { putSecret } from '../../lib/cloudcode/state.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

// Creates or replaces a secret; code reads it as `secrets.NAME`. The answer never holds the value.
export const handler = defineHandler(
  route.putCloudCodeSecret,
  { responses: { 200: secretSchema }, params: secretParamsSchema, body: putSecretSchema },
  async ({ principal, params, body }) => {
    const stored = await putSecret(principal.site!.id, params.name, body.value);
    return ok({ name: params.name, updated_at: stored.updated_at });
  },
);
