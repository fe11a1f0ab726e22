import * as z from 'zod';
import { isScope } from '../auth/scopes.js';
import { redirectUriProblem } from './redirect-uris.js';

const redirectUriSchema = z.string().max(2048).superRefine((uri, context) => {
  const problem = redirectUriProblem(uri);
  if (problem) context.addIssue({ code: 'custom', message: `redirect URI ${problem}` });
});

export const createClientSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  /** May be empty for a first-party client that only uses the password grant. */
  redirect_uris: z.array(redirectUriSchema).max(20).default([]),
  scopes: z.array(z.string().max(64).refine(isScope, 'must be a scope of the catalogue')).min(1).max(64),
  confidential: z.boolean().default(true),
  first_party: z.boolean().default(false),
});
export type CreateClient = z.infer<typeof createClientSchema>;

export const clientParamsSchema = z.object({ client_id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a client id') });
