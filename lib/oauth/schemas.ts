import * as z from 'zod/mini';
import { isScope } from '../auth/scopes.js';
import { redirectUriProblem } from './redirect-uris.js';

const redirectUriSchema = z.string().check(
  z.maxLength(2048),
  z.superRefine((uri, context) => {
    const problem = redirectUriProblem(uri);
    if (problem) context.addIssue({ code: 'custom', message: `redirect URI ${problem}` });
  }),
);

export const createClientSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** May be empty for a first-party client that only uses the password grant. */
  redirect_uris: z._default(z.array(redirectUriSchema).check(z.maxLength(20)), []),
  scopes: z
    .array(z.string().check(z.maxLength(64), z.refine(isScope, 'must be a scope of the catalogue')))
    .check(z.minLength(1), z.maxLength(64)),
  confidential: z._default(z.boolean(), true),
  first_party: z._default(z.boolean(), false),
});
export type CreateClient = z.infer<typeof createClientSchema>;

export const clientParamsSchema = z.object({
  client_id: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a client id')),
});
