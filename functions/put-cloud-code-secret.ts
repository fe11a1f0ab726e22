import { secretSchema } from '../lib/cloudcode/response-schemas.js';
import { putSecretSchema, secretParamsSchema } from '../lib/cloudcode/schemas.js';
import { MAX_SECRETS, putSecret } from '../lib/cloudcode/state.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { invalidField } from '../lib/http/errors.js';
import { ok } from '../lib/http/responses.js';
import * as route from './routes.js';

// Creates or replaces a secret; code reads it as `secrets.NAME`. The answer never holds the value.
export const handler = defineHandler(route.putCloudCodeSecret, { responses: { 200: secretSchema }, params: secretParamsSchema, body: putSecretSchema }, async ({ principal, params, body }) => {
  try {
    const stored = await putSecret(principal.site!.id, params.name, body.value);
    return ok({ name: params.name, updated_at: stored.updated_at });
  } catch (error) {
    if ((error as { tooMany?: boolean }).tooMany) throw invalidField('name', `A site keeps at most ${MAX_SECRETS} secrets`, 'too_many_secrets');
    throw error;
  }
});
