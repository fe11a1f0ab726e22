import { secretListSchema } from '../../lib/cloudcode/response-schemas.js';
import { getState } from '../../lib/cloudcode/state.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

// Names and dates only: a secret's value is never readable back.
export const handler = defineHandler(
  route.listCloudCodeSecrets,
  { responses: { 200: secretListSchema } },
  async ({ principal }) => {
    const state = await getState(principal.site!.id);
    return ok(
      Object.entries(state.secrets)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, secret]) => ({ name, updated_at: secret.updated_at })),
    );
  },
);
