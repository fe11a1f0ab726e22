import { data, isApiError } from '../../client/index.js';
import { parseCommand } from '../args.js';
import { apiFor, say, warn } from '../api.js';
import { credentialsPath, forgetCredentials, loadCredentials } from '../credentials.js';

export const help = `Usage: site-api logout

Revokes the stored token (DELETE /tokens/{id}) and deletes the credentials file.
A site token cannot revoke itself: it is forgotten, and the command says so.

Options:
  -h, --help  show this help`;

export const run = async (args: readonly string[]): Promise<number> => {
  const { help: wanted } = parseCommand(args, {}, { min: 0, max: 0 });
  if (wanted) {
    say(help);
    return 0;
  }
  // Only the file's own token is revoked: a token from SITE_API_TOKEN belongs to whoever set it.
  const stored = await loadCredentials({ SITE_API_CONFIG: process.env.SITE_API_CONFIG });
  if (!stored.url || !stored.token) {
    say('Not logged in.');
    return 0;
  }
  const api = apiFor({ url: stored.url, token: stored.token, site: stored.site });
  try {
    // Tokens are listed without their secret, with its first 8 characters as `token_hint`.
    const hint = stored.token.slice(0, 8);
    const mine: { id: string }[] = [];
    for await (const token of api.paginate('/tokens', { params: { query: { per_page: 100 } } }))
      if (token.token_hint === hint) mine.push(token);
    if (mine.length !== 1) throw new Error(`cannot tell the stored token among ${mine.length} with the same hint`);
    await data(api.DELETE('/tokens/{token}', { params: { path: { token: mine[0]!.id } } }));
    say('Token revoked.');
  } catch (error) {
    if (isApiError(error, 401)) say('The token was already revoked or expired.');
    else if (isApiError(error, 403, 'user_token_required'))
      warn('A site token cannot revoke itself: revoke it with DELETE /tokens/{id} as its user.');
    else throw error;
  }
  await forgetCredentials(process.env);
  say(`Forgot ${credentialsPath(process.env)}.`);
  return 0;
};
