import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isId } from '../db/keys.js';
import { baseUrl } from '../http/base-url.js';
import { ApiError } from '../http/errors.js';
import { html, redirect, type HttpResult } from '../http/responses.js';
import { getSite, type Site } from '../sites/sites.js';
import {
  createAuthorizationRequest,
  finishAuthorizationRequest,
  getAuthorizationRequest,
  recordSignIn,
  type AuthorizationRequest,
} from './authorization-requests.js';
import { browserBinding, browserBindingCookie, matchesHash, newBrowserBinding } from './browser-binding.js';
import { getClient, type OAuthClient } from './clients.js';
import { createCode } from './codes.js';
import { invalidRequest, OAuthError } from './errors.js';
import { pageHeaders, renderConsent, renderError, renderSignIn } from './pages.js';
import { bodyParams, queryParams, type OAuthParams } from './params.js';
import { isPkceValue } from './pkce.js';
import { formActionSource, isRegisteredRedirectUri } from './redirect-uris.js';
import { grantableScopes, parseScopeParam, requestedScopes } from './scope-rules.js';
import { permittedScopes, signIn } from './subject.js';
import { hashSecret } from '../auth/tokens.js';

/** The issuer identifier: exactly `<base URL>/oauth2`. */
export const issuerOf = (event: APIGatewayProxyEventV2): string => `${baseUrl(event)}/oauth2`;

const page = (
  status: number,
  body: string,
  options: { formActions?: string[]; cookies?: string[]; headers?: Record<string, string> } = {},
): HttpResult => html(status, body, { ...pageHeaders(options.formActions), ...options.headers }, options.cookies);

/** An error page: the person is never sent to an unverified redirect URI. */
export const errorPage = (status: number, message: string): HttpResult => page(status, renderError(message));

/** The redirect URI with the response parameters appended, keeping its own query (RFC 6749 3.1.2). */
export const authorizationResponseUri = (redirectUri: string, params: Record<string, string | undefined>): string => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${query.toString()}`;
};

const redirectHost = (uri: string) => {
  const url = new URL(uri);
  return url.host || url.protocol;
};

/** Checks the parameters that may be answered with a redirect (RFC 6749 4.1.2.1), throwing OAuthErrors. */
const validateRequest = async (
  params: OAuthParams,
  client: OAuthClient,
): Promise<{ scopes: string[]; site?: Site }> => {
  if (params.request !== undefined)
    throw new OAuthError(400, 'request_not_supported', 'Request objects are not supported');
  if (params.request_uri !== undefined)
    throw new OAuthError(400, 'request_uri_not_supported', 'request_uri is not supported');
  if (params.response_type === undefined) throw invalidRequest('The response_type parameter is required');
  if (params.response_type !== 'code')
    throw new OAuthError(400, 'unsupported_response_type', 'Only response_type=code is supported');
  if (params.response_mode !== undefined && params.response_mode !== 'query')
    throw invalidRequest('Only response_mode=query is supported');
  if (params.code_challenge === undefined)
    throw invalidRequest('PKCE is required: send code_challenge with code_challenge_method=S256');
  if (params.code_challenge_method !== 'S256') throw invalidRequest('code_challenge_method must be S256');
  if (!isPkceValue(params.code_challenge)) throw invalidRequest('code_challenge is not a valid S256 challenge');
  const scopes = requestedScopes(parseScopeParam(params.scope), client.scopes);
  if (params.prompt?.split(' ').includes('none'))
    throw new OAuthError(400, 'login_required', 'The person must sign in');
  let site: Site | undefined;
  if (params.site !== undefined) {
    site = await getSite(params.site);
    if (!site) throw invalidRequest('The site named by the site parameter does not exist');
  }
  return { scopes, site };
};

/**
 * GET /oauth2/authorize: validates the request and shows the sign-in page. An unknown client or
 * redirect URI gets an error page; every other problem goes back to the client as a redirect.
 */
export const startAuthorization = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
  let params: OAuthParams;
  try {
    params = queryParams(event);
  } catch (error) {
    if (error instanceof OAuthError) return errorPage(400, error.message);
    throw error;
  }
  const client =
    params.client_id !== undefined && isId(params.client_id) ? await getClient(params.client_id) : undefined;
  if (!client) return errorPage(400, 'This application is not registered: the client_id is unknown.');
  const redirectUri = params.redirect_uri;
  if (redirectUri === undefined) return errorPage(400, 'The request has no redirect_uri.');
  if (!isRegisteredRedirectUri(client.redirect_uris, redirectUri))
    return errorPage(400, 'The redirect_uri is not registered for this application.');

  let checked: { scopes: string[]; site?: Site };
  try {
    checked = await validateRequest(params, client);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return redirect(
      authorizationResponseUri(redirectUri, {
        error: error.error,
        error_description: error.message,
        state: params.state,
        iss: issuerOf(event),
      }),
    );
  }

  const binding = browserBinding(event) ?? newBrowserBinding();
  const { request, csrf } = await createAuthorizationRequest({
    client_id: client.client_id,
    redirect_uri: redirectUri,
    scopes: checked.scopes,
    state: params.state,
    nonce: params.nonce,
    code_challenge: params.code_challenge as string,
    site_id: checked.site?.id,
    browser_hash: hashSecret(binding),
  });
  return page(
    200,
    renderSignIn({ clientName: client.name, siteName: checked.site?.name, requestId: request.request_id, csrf }),
    {
      cookies: [browserBindingCookie(binding, baseUrl(event))],
    },
  );
};

interface Step {
  readonly event: APIGatewayProxyEventV2;
  readonly params: OAuthParams;
  readonly request: AuthorizationRequest;
  readonly client: OAuthClient;
  readonly site?: Site;
}

const signInStep = async ({ event, params, request, client, site }: Step): Promise<HttpResult> => {
  const email = params.email ?? '';
  const again = (status: number, error: string, headers?: Record<string, string>) =>
    page(
      status,
      renderSignIn({
        clientName: client.name,
        siteName: site?.name,
        requestId: request.request_id,
        csrf: params.csrf_token as string,
        email,
        error,
      }),
      { headers },
    );
  if (!email || !params.password) return again(400, 'Enter your email and your password.');
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(request.site_id, email, params.password, event.requestContext.http.sourceIp);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return again(400, 'The email or password is incorrect.');
    if (error.status === 429)
      return again(429, 'Too many failed sign-in attempts. Wait a while, then try again.', error.headers);
    throw error;
  }
  const scopes = grantableScopes(request.scopes as never, await permittedScopes(signedIn.subject));
  const csrf = await recordSignIn(request, {
    subject: signedIn.subject,
    auth_time: Math.floor(Date.now() / 1000),
    email: signedIn.profile.email,
    scopes,
  });
  if (!csrf) return errorPage(403, 'This form was already submitted.');
  return page(
    200,
    renderConsent({
      clientName: client.name,
      siteName: site?.name,
      email: signedIn.profile.email,
      scopes,
      redirectHost: redirectHost(request.redirect_uri),
      requestId: request.request_id,
      csrf,
    }),
    { formActions: [formActionSource(request.redirect_uri)] },
  );
};

const consentStep = async ({ event, params, request }: Step): Promise<HttpResult> => {
  const signedIn = request.signed_in;
  if (!signedIn) return errorPage(400, 'Sign in before deciding.');
  if (params.decision !== 'allow' && params.decision !== 'deny') return errorPage(400, 'Choose Allow or Deny.');
  if (!(await finishAuthorizationRequest(request))) return errorPage(400, 'This request was already decided.');
  const respond = (extra: Record<string, string>) =>
    redirect(
      authorizationResponseUri(request.redirect_uri, { ...extra, state: request.state, iss: issuerOf(event) }),
      303,
      { 'cache-control': 'no-store' },
    );
  if (params.decision === 'deny')
    return respond({ error: 'access_denied', error_description: 'The person denied the request' });
  const code = await createCode({
    client_id: request.client_id,
    redirect_uri: request.redirect_uri,
    code_challenge: request.code_challenge,
    scopes: signedIn.scopes,
    subject: signedIn.subject,
    auth_time: signedIn.auth_time,
    nonce: request.nonce,
  });
  return respond({ code });
};

/**
 * POST /oauth2/authorize: the sign-in and consent forms. Only the browser that started the request
 * (binding cookie) with the form's current CSRF token gets past the first check.
 */
export const continueAuthorization = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
  let params: OAuthParams;
  try {
    params = bodyParams(event);
  } catch (error) {
    if (error instanceof OAuthError) return errorPage(400, error.message);
    throw error;
  }
  const request = params.request_id !== undefined ? await getAuthorizationRequest(params.request_id) : undefined;
  if (!request) return errorPage(400, 'This sign-in request has expired or was already completed.');
  if (!matchesHash(browserBinding(event), request.browser_hash) || !matchesHash(params.csrf_token, request.csrf_hash)) {
    return errorPage(403, 'The form could not be verified. Start again from the application.');
  }
  const client = await getClient(request.client_id);
  if (!client) return errorPage(400, 'This application is no longer registered.');
  const site = request.site_id !== undefined ? await getSite(request.site_id) : undefined;
  const step: Step = { event, params, request, client, site };
  if (params.step === 'sign_in') return signInStep(step);
  if (params.step === 'consent') return consentStep(step);
  return errorPage(400, "The form is not one of this server's.");
};
