import type * as z from 'zod/mini';
import {
  authorizeFormSchema, authorizeQuerySchema, introspectRequestSchema, revokeRequestSchema, tokenRequestSchema,
} from '../oauth/docs-schemas.js';

/** What the document says about a route beyond its handler's own description. */
export interface RouteExtras {
  /** Query parameters an endpoint reads itself (the OAuth endpoints take RFC 6749 parameters, not zod-validated ones). */
  readonly query?: z.ZodMiniType;
  /** Body parameters an endpoint reads itself: form-encoded as RFC 6749 requires, JSON as a convenience. */
  readonly form?: z.ZodMiniType;
  /** Media type of the success body when it is not `application/json`. */
  readonly mediaType?: string;
  /** Error statuses the generic rules do not foresee. */
  readonly errors?: readonly number[];
  /** Security of an `auth: 'none'` route that checks a bearer token itself. */
  readonly security?: readonly Record<string, string[]>[];
  readonly summary?: string;
  readonly description?: string;
}

/** Per-route additions, keyed by route name. */
export const routeExtras: Readonly<Record<string, RouteExtras>> = {
  'get-health': { summary: 'Health check' },
  'get-openapi': { summary: 'This OpenAPI document', description: 'The OpenAPI 3.1 document of the API, with `servers` set to the address it was requested from.' },
  'get-docs': { summary: 'Interactive API reference', mediaType: 'text/html' },
  'get-docs-asset': { summary: 'A file of the API reference page', mediaType: '*/*' },
  login: { errors: [401, 429], summary: 'Sign in (user token)', description: 'Takes `Authorization: Basic base64(email:password)` or `{email, password}` in the body; issues a user-scoped master token.' },
  'remove-member': { errors: [422] },
  'delete-page': { errors: [409] },
  // While a change of order re-keys a channel of more than 1,000 entries, its order answers 409 channel_reindexing.
  'list-entries': { errors: [409] },
  // A channel's before-hook (cloud code) runs inside the write: past its time limit, 504 cloud_code_timeout.
  'create-entry': { errors: [504] },
  'update-entry': { errors: [504] },
  'delete-entry': { errors: [504] },
  'list-products': { description: 'Filters: `status`, `collection` and `product_type` (an id or a slug). With `collection` or `product_type`, each page is one filtered read of the catalog, so a page may hold fewer than `per_page` products while a `Link` to the next remains.' },
  'adjust-inventory': {
    summary: 'Adjust the stock of a product or variant',
    description: 'One conditional update: `delta` is added to the stock (negative takes). A delta that would take stock below 0 is 409 `insufficient_stock` with `details.available` and changes nothing. `variant_id` is required for a product with variants and refused for one without. Answers 200 with the product.',
  },
  'create-cloud-code-deployment': { summary: 'Deploy cloud code', description: 'Validates every file by running its top level once in the sandbox (a syntax error is 422 naming the file, line and column), then activates the deployment atomically. Its `scopes` never exceed the deploying token\'s.' },
  'call-function': {
    summary: 'Call a cloud function', errors: [413, 429, 504],
    description: 'Any token of the site may call (`public` is enough). JSON params in (`req.params`), the function\'s JSON out. An error the code raises on purpose (`cloud.Error`) is its 4xx; past a limit: 504 `cloud_code_timeout`, 500 `cloud_code_memory`, `cloud_code_limit`, `cloud_code_error` (details in the logs); 429 `cloud_code_busy` when the site runs 10 invocations already.',
  },
  'run-job': { summary: 'Run a cloud job', errors: [413], description: 'Queues a run of the job (the body is `req.params`): 202 with the run, which GET /jobs/{id} follows.' },
  'create-order': {
    summary: 'Check out: place an order',
    description: 'Prices the lines from stored products, takes the stock and redeems the coupon in one transaction: all of it or nothing. '
      + '`number` is unique per site, from 1001, and increasing in the order numbers are given: a checkout takes the next number once it has been validated, '
      + 'so a checkout refused after that (stock or a coupon taken by a concurrent buyer meanwhile, 409; the service unable to complete it, 503) leaves a gap: numbers are not gapless. '
      + 'A collision with concurrent checkouts is retried by the server (jittered backoff, about 5 s at most); only then is the answer 503 `contention` with Retry-After, never a 409. '
      + 'A retry with the same `Idempotency-Key` returns the first order and never places a second one.',
  },
  'list-coupon-redemptions': {
    summary: "A coupon's redemptions",
    description: 'One per order that redeemed the coupon (a cancelled order releases its redemption), newest first, paged; `redemption_count` on the coupon counts them. The coupon is an id or its code (any case).',
  },
  'create-submission': {
    summary: 'Submit a form to a channel (public)',
    description: 'A public submission (a contact form, a sign-up): JSON, `application/x-www-form-urlencoded` or `multipart/form-data` (text fields), the fields flat. Takes the `public` scope; a plain HTML form may send its token as the `access_token` field (RFC 6750 §2.2), which then must have the `public` scope only. Only the channel\'s `submittable_fields` (others: 422 `not_submittable`); the channel must be `submittable` (else 403 `channel_not_submittable`) and its create ACL applies. With `spam_detection`: the honeypot `_gotcha`, the form token `_form_token` (GET …/submissions/form_token), content rules and the limits per address (429). A submission judged spam is answered exactly like an accepted one. A `_redirect` on the origin the form was posted from is answered with 303 to it.',
  },
  'get-submission-form-token': { summary: 'A signed form token for a channel\'s form', description: 'Send it back as `_form_token`: with `spam_detection`, a submission without one, or sent sooner than `min_seconds` after it was issued, is judged spam.' },
  'mark-entry-not-spam': { summary: 'Release a submission judged spam', description: 'It becomes `received`: it reaches webhooks (`entry.created`), feeds and the site, and its notifications are mailed. An entry already received is answered as it is; an entry that is no submission is 409 `not_a_submission`.' },
  'get-channel-feed-rss': { summary: 'A channel\'s feed (RSS 2.0)', mediaType: 'application/rss+xml', description: 'No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. Only a channel with `rss_enabled` whose read ACL is `public` (else 404). `ETag`, `Last-Modified`, 304 for a conditional request, `Cache-Control: public, max-age=300`.' },
  'get-channel-feed-atom': { summary: 'A channel\'s feed (Atom 1.0)', mediaType: 'application/atom+xml', description: 'As the RSS feed, in Atom.' },
  'get-blog-feed-rss': { summary: 'A blog\'s feed (RSS 2.0)', mediaType: 'application/rss+xml', description: 'The 50 latest live articles. No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. `ETag`, `Last-Modified`, 304, `Cache-Control: public, max-age=300`.' },
  'get-blog-feed-atom': { summary: 'A blog\'s feed (Atom 1.0)', mediaType: 'application/atom+xml', description: 'As the RSS feed, in Atom.' },
  'list-mail-suppressions': { summary: 'Addresses the site\'s mail no longer goes to', description: 'Recorded from SES: a hard bounce or a complaint suppresses the address for this site.' },
  'get-openid-configuration': { summary: 'OpenID Provider metadata' },
  'get-oauth-jwks': { summary: 'Public signing keys (JWK Set)', mediaType: 'application/jwk-set+json' },
  'oauth-authorize': {
    summary: 'Start an authorization (code flow with PKCE)', query: authorizeQuerySchema, mediaType: 'text/html',
    description: 'Shows the sign-in page, or redirects back to the client with an error when the client and redirect URI are known.',
  },
  'oauth-authorize-form': {
    summary: 'Submit the sign-in or consent form', form: authorizeFormSchema, mediaType: 'text/html',
    description: 'Posted by the pages of GET /oauth2/authorize; answers with the next page or a 303 redirect to the client.',
  },
  // Client authentication fails with 401 invalid_client (RFC 6749 5.2); the password grant is throttled like sign-in.
  'oauth-token': { summary: 'Token endpoint (authorization_code, refresh_token, password grants)', form: tokenRequestSchema, errors: [401, 429] },
  'oauth-revoke': { summary: 'Revoke a token (RFC 7009)', form: revokeRequestSchema, errors: [401] },
  'oauth-introspect': { summary: 'Introspect a token (RFC 7662)', form: introspectRequestSchema, errors: [401] },
  'get-oauth-userinfo': { summary: 'OpenID Connect UserInfo', security: [{ oauth2: ['openid'] }], errors: [401, 403] },
};
