import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { newId } from '../db/keys.js';
import { ApiError } from '../http/errors.js';
import { getSite } from '../sites/sites.js';
import { issuerOf } from './authorize.js';
import { authenticateClient } from './client-auth.js';
import type { OAuthClient } from './clients.js';
import { redeemCode } from './codes.js';
import { invalidGrant, invalidRequest, OAuthError, unauthorizedClient, unsupportedGrantType } from './errors.js';
import { rotateGrant, startGrant, type TokenSet } from './grants.js';
import { signIdToken } from './id-token.js';
import { bodyParams, required, type OAuthParams } from './params.js';
import { formatScopeParam, grantableScopes, parseScopeParam, requestedScopes } from './scope-rules.js';
import { permittedScopes, signIn } from './subject.js';

/** The successful token response (RFC 6749 5.1, OpenID Connect Core 3.1.3.3). */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly refresh_token: string;
  readonly id_token?: string;
  readonly scope: string;
}

const respond = async (set: TokenSet, issuer: string, nonce?: string): Promise<TokenResponse> => ({
  access_token: set.accessToken,
  token_type: 'Bearer',
  expires_in: set.expiresIn,
  refresh_token: set.refreshToken,
  ...(set.scopes.includes('openid') && {
    id_token: await signIdToken({
      issuer,
      clientId: set.grant.client_id,
      profile: set.profile,
      scopes: set.scopes,
      authTime: set.grant.auth_time,
      nonce,
      expiresIn: set.expiresIn,
    }),
  }),
  scope: formatScopeParam(set.scopes),
});

const authorizationCodeGrant = async (params: OAuthParams, client: OAuthClient, issuer: string) => {
  const code = await redeemCode({
    code: required(params, 'code'),
    clientId: client.client_id,
    redirectUri: required(params, 'redirect_uri'),
    codeVerifier: params.code_verifier,
  });
  const set = await startGrant({
    grantId: code.grant_id,
    client,
    subject: code.subject,
    scopes: code.scopes,
    authTime: code.auth_time,
  });
  return respond(set, issuer, code.nonce);
};

const refreshTokenGrant = async (params: OAuthParams, client: OAuthClient, issuer: string) => {
  const set = await rotateGrant({
    refreshToken: required(params, 'refresh_token'),
    client,
    scopes: parseScopeParam(params.scope),
  });
  return respond(set, issuer);
};

/** Resource-owner password credentials (RFC 6749 4.3): first-party clients only, throttled like /auth/login. */
const passwordGrant = async (params: OAuthParams, client: OAuthClient, issuer: string, address: string) => {
  if (!client.first_party) throw unauthorizedClient('Only first-party clients may use the password grant');
  const username = required(params, 'username');
  const password = required(params, 'password');
  const scopes = requestedScopes(parseScopeParam(params.scope), client.scopes);
  let siteId: string | undefined;
  if (params.site !== undefined) {
    siteId = (await getSite(params.site))?.id;
    if (!siteId) throw invalidRequest('The site named by the site parameter does not exist');
  }
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(siteId, username, password, address);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw invalidGrant('The username or password is incorrect');
    if (error.status === 429) throw new OAuthError(429, 'too_many_attempts', error.message, { headers: error.headers });
    throw error;
  }
  const granted = grantableScopes(scopes, await permittedScopes(signedIn.subject));
  const set = await startGrant({
    grantId: newId(),
    client,
    subject: signedIn.subject,
    scopes: granted,
    authTime: Math.floor(Date.now() / 1000),
  });
  return respond(set, issuer);
};

/** POST /oauth2/token: authenticates the client, then runs the requested grant. */
export const tokenRequest = async (event: APIGatewayProxyEventV2): Promise<TokenResponse> => {
  const params = bodyParams(event);
  const client = await authenticateClient(event, params, { allowPublic: true });
  const grantType = required(params, 'grant_type');
  const issuer = issuerOf(event);
  switch (grantType) {
    case 'authorization_code':
      return authorizationCodeGrant(params, client, issuer);
    case 'refresh_token':
      return refreshTokenGrant(params, client, issuer);
    case 'password':
      return passwordGrant(params, client, issuer, event.requestContext.http.sourceIp);
    default:
      throw unsupportedGrantType(grantType);
  }
};
