import type { User } from '../auth/users.js';
import { getMembership } from '../sites/members.js';
import type { Site } from '../sites/sites.js';
import { createClient } from './clients.js';
import '../http/zod-locale.js';
import { createClientSchema } from './schemas.js';

export interface OperatorClientInput {
  readonly site: Pick<Site, 'id' | 'subdomain'>;
  readonly owner: Pick<User, 'id' | 'email'>;
  readonly name: string;
  readonly redirectUris: readonly string[];
  readonly scopes: readonly string[];
  readonly confidential: boolean;
  readonly firstParty: boolean;
}

/**
 * Registers an OAuth client from the operator CLI (scripts/admin.ts), under the same rules as
 * POST /oauth2/clients: the owner must belong to the site; redirect URIs and scopes are validated.
 * Throws an Error whose message says what is wrong.
 */
export const createOAuthClientForOperator = async (input: OperatorClientInput) => {
  if (!(await getMembership(input.site.id, input.owner.id))) {
    throw new Error(`${input.owner.email} is not a member of ${input.site.subdomain}`);
  }
  const parsed = createClientSchema.safeParse({
    name: input.name, redirect_uris: input.redirectUris, scopes: input.scopes, confidential: input.confidential, first_party: input.firstParty,
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'client'}: ${issue.message}`).join('; '));
  }
  const { client, secret } = await createClient(parsed.data, input.owner.id);
  return {
    client_id: client.client_id,
    ...(secret !== undefined && { client_secret: secret }),
    name: client.name,
    redirect_uris: client.redirect_uris,
    scopes: client.scopes,
    confidential: client.confidential,
    first_party: client.first_party,
    owner: input.owner.email,
  };
};
