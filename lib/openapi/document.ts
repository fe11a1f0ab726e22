import { FIRST_VERSION } from '../versions/registry.js';
import type * as z from 'zod/mini';
import { isSingleResourceGet, type RouteDefinition } from '../endpoint/route.js';
import { acceptedScopes, SCOPES, type Scope } from '../auth/scopes.js';
import type { HandlerDescription } from '../endpoint/handler.js';
import { SCOPE_DESCRIPTIONS } from '../oauth/scope-descriptions.js';
import { htmlPageSchema } from '../http/response-schemas.js';
import { namedSchemas } from './components.js';
import { errorResponses, errorResponseComponents, type ErrorFlavor } from './error-responses.js';
import { SchemaConverter, type JsonSchema } from './json-schema.js';
import { protocolParameters, type RouteDocs, type RouteExtras } from './route-extras.js';
import { OPERATORS, type ListQueryDescription } from '../db/list-query-rules.js';

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
} & Record<string, unknown>;

const TAGS: readonly { name: string; description: string; prefixes: readonly string[] }[] = [
  {
    name: 'Platform',
    description: 'Health, this document, the API reference page and the API versions',
    prefixes: ['health', 'openapi.json', 'docs', 'versions'],
  },
  {
    name: 'Identity',
    description: 'Sign-in, access tokens and the current user',
    prefixes: ['auth', 'tokens', 'user'],
  },
  { name: 'Sites', description: 'Sites and their members', prefixes: ['sites', 'site'] },
  { name: 'Pages', description: 'Pages and page batches (read_content / write_content)', prefixes: ['pages'] },
  { name: 'Blogs', description: 'Blogs and articles (read_content / write_content)', prefixes: ['blogs'] },
  {
    name: 'Navigation',
    description: 'Menus and redirects (read_content / write_content; menu reads and redirect resolution also `public`)',
    prefixes: ['menus', 'redirects'],
  },
  {
    name: 'Themes',
    description: 'Themes, layouts, templates, snippets and assets (read_themes / write_themes)',
    prefixes: ['themes'],
  },
  {
    name: 'Channels',
    description:
      'Channels and their entries (read_channels / write_channels; sensitive channels need the sensitive scopes)',
    prefixes: ['channels'],
  },
  {
    name: 'Customers',
    description: 'Customers, their sessions and their groups (read_customers / write_customers)',
    prefixes: ['customers', 'customer_groups'],
  },
  {
    name: 'Commerce',
    description:
      'Shipping rates (read_site / write_site), checkout profiles (read_products / write_products), coupons (read_coupons / write_coupons)',
    prefixes: ['shipping_rates', 'products', 'coupons'],
  },
  {
    name: 'Search',
    description:
      "Full-text search of the site's entries, pages, articles and products (each kind needs its read scope; a publishable key finds published content), its index's status and rebuild (read_site / write_site)",
    prefixes: ['search'],
  },
  {
    name: 'Orders',
    description: 'Orders: the checkout and status transitions (read_orders / write_orders)',
    prefixes: ['orders'],
  },
  {
    name: 'Payments',
    description:
      "Payment providers' settings (read_site / write_site), payments and refunds of orders (read_orders / write_orders), and the providers' public webhooks",
    prefixes: ['payment_providers', 'payments'],
  },
  {
    name: 'Catalog',
    description:
      'Product types, collections and vendors (read_products / write_products); products are listed under Commerce, beside their checkout profiles',
    prefixes: ['product_types', 'collections', 'vendors'],
  },
  {
    name: 'Devices and push',
    description:
      "Devices (apps and browsers) and push notifications to them (read_devices / write_devices; a storefront registers its own device with `public`), the site's VAPID key and push settings (write_site)",
    prefixes: ['devices', 'push'],
  },
  {
    name: 'Mail',
    description:
      "The site's outgoing mail (form notifications and confirmations, customer accounts): addresses it no longer goes to and the templates the site edits (read_site, write_site)",
    prefixes: ['mail', 'mail_templates'],
  },
  {
    name: 'Uploads',
    description:
      'Media uploads: files posted straight to storage with a presigned form, then completed into file objects (read_content / write_content; theme assets: read_themes / write_themes)',
    prefixes: ['uploads'],
  },
  {
    name: 'Webhooks',
    description:
      "Webhooks: signed deliveries of the site's events, their log, pings and redelivery (read_site / write_site)",
    prefixes: ['webhooks'],
  },
  {
    name: 'Cloud code',
    description:
      "The site's own JavaScript, sandboxed: deployments, secrets and logs (read_cloudcode / write_cloudcode), functions (any scope) and jobs",
    prefixes: ['cloud_code', 'functions', 'jobs'],
  },
  {
    name: 'Translations',
    description:
      "Copywriting: the site's interface strings by key and locale, in bulk, and as one flat file per locale for front-ends (read_content / write_content; the flat file also with a publishable key)",
    prefixes: ['translations', 'translations.json'],
  },
  { name: 'OAuth 2.0', description: 'OAuth 2.0 / OpenID Connect server and client registration', prefixes: ['oauth2'] },
];

const tagOf = (route: RouteDefinition): string => {
  const first = route.path.split('/')[1] ?? '';
  const tag = TAGS.find((t) => t.prefixes.includes(first));
  if (!tag) throw new Error(`No tag for ${route.path}: add its first segment to TAGS in lib/openapi/document.ts`);
  return tag.name;
};

const sentence = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The scopes a route asks for (a second one opens privacy-sensitive channel routes). */
export const requiredScopes = (route: RouteDefinition): Scope[] =>
  [route.scope, (route as { alternativeScope?: Scope }).alternativeScope].filter((s): s is Scope => s !== undefined);

const securityOf = (route: RouteDefinition, extras: RouteExtras): Record<string, string[]>[] => {
  if (extras.security) return [...extras.security];
  const scopes = requiredScopes(route);
  if (route.auth === 'none') return [];
  if (route.auth === 'token') return [{ bearerToken: [] }, { siteToken: [] }, { oauth2: scopes }];
  return [
    { bearerToken: [], siteContext: [] },
    { siteToken: [] },
    { oauth2: scopes, siteContext: [] },
    { oauth2: scopes },
  ];
};

const authText = (route: RouteDefinition): string => {
  const scopes = requiredScopes(route);
  const others = [...new Set(scopes.flatMap(acceptedScopes))].filter((s) => !scopes.includes(s));
  const scopeText = scopes.length
    ? `Requires the scope ${scopes.map((s) => `\`${s}\``).join(' or ')}${others.length ? ` (${others.map((s) => `\`${s}\``).join(' or ')} also satisfies it)` : ''}.`
    : route.auth === 'none'
      ? ''
      : 'Any valid token; no scope needed.';
  const authLine =
    route.auth === 'none'
      ? 'No authentication.'
      : route.auth === 'token'
        ? 'Authenticated with a bearer token (user or site token).'
        : 'Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain).';
  return [authLine, scopeText].filter(Boolean).join(' ');
};

const objectProperties = (schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } => ({
  properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
  required: new Set((schema.required ?? []) as string[]),
});

const parametersFrom = (schema: JsonSchema, where: 'path' | 'query') => {
  const { properties, required } = objectProperties(schema);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' && { description }),
      schema: rest,
    };
  });
};

/** `where` (deepObject: `where[field]=v`, `where[field][op]=v`) and `sort`, as docs/lists.md describes them. */
const listQueryParameters = (list: ListQueryDescription) => [
  {
    name: 'where',
    in: 'query',
    required: false,
    style: 'deepObject',
    explode: true,
    description:
      `Filters, combined with AND: \`where[field]=value\` (equality) or \`where[field][op]=value\` with op one of ${OPERATORS.join(', ')} ` +
      "(`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type " +
      `(numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: ${list.fields}. ` +
      'Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). ' +
      "Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, " +
      `with a \`next\` link, while more may match. Example: \`${list.example}\`.`,
    schema: {
      type: 'object',
      additionalProperties: {
        oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
      },
    },
  },
  {
    name: 'sort',
    in: 'query',
    required: false,
    description:
      `\`field\` ascending or \`-field\` descending; ties are broken by id, so the order is total and stable under paging. Default: ${list.defaultOrder}. ` +
      `Served by an index at any size: ${list.indexed}. Any other field of the list sorts only lists of at most 1,000 items; ` +
      'on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`.',
    schema: { type: 'string', pattern: '^-?[A-Za-z0-9_]+$' },
  },
];

const isJsonSchemaObject = (schema: z.ZodMiniType | null | undefined): schema is z.ZodMiniType =>
  schema !== null && schema !== undefined;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect to the client (or its error)',
  303: 'Redirect to the client after the form',
  422: 'Not applied',
};

/** Builds the OpenAPI 3.1 document from the route table's handlers (their `handler.description`). */
export const buildOpenApiDocument = (
  descriptions: readonly HandlerDescription[],
  info: { version: string },
  docs: RouteDocs = {},
): OpenApiDocument => {
  const converter = new SchemaConverter(namedSchemas);
  const paths: Record<string, Record<string, unknown>> = {};
  const usedTags = new Set<string>();
  const flavors = new Set<ErrorFlavor>();

  for (const { route, schemas } of descriptions) {
    const extras: RouteExtras = { ...docs[route.name], ...protocolParameters[route.name] };
    const hint = route.name;
    const parameters: unknown[] = [];
    if (schemas.params) parameters.push(...parametersFrom(converter.convert(schemas.params, 'input', hint), 'path'));
    const query = schemas.query ?? extras.query;
    if (query) parameters.push(...parametersFrom(converter.convert(query, 'input', hint), 'query'));
    if (schemas.listQuery) parameters.push(...listQueryParameters(schemas.listQuery));
    for (const [name, header] of Object.entries(schemas.headers ?? {})) {
      parameters.push({
        name,
        in: 'header',
        required: header.required ?? false,
        description: header.description,
        schema: { type: 'string' },
      });
    }
    if (route.method === 'POST' && route.auth !== 'none') {
      parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    }
    const conditional = isSingleResourceGet(route);
    if (conditional) parameters.push({ $ref: '#/components/parameters/IfNoneMatch' });

    let requestBody: Record<string, unknown> | undefined;
    if (schemas.body) {
      const schema = converter.convert(schemas.body, 'input', hint);
      const mediaTypes = schemas.bodyMediaTypes ?? ['application/json'];
      requestBody = {
        required: !schemas.optionalBody,
        content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
      };
    } else if (extras.form) {
      const schema = converter.convert(extras.form, 'input', hint);
      requestBody = {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
      };
    }

    const flavor: ErrorFlavor = !route.path.startsWith('/oauth2')
      ? 'api'
      : extras.mediaType === 'text/html'
        ? 'html'
        : 'oauth';
    flavors.add(flavor);
    const responses: Record<string, unknown> = {};
    const declared = schemas.responses ?? {};
    for (const [status, schema] of Object.entries(declared)) {
      const code = Number(status);
      const headers: Record<string, unknown> = {};
      if (code === 201 || code === 302 || code === 303) headers.Location = { $ref: '#/components/headers/Location' };
      if ((schemas.headers?.['if-match'] || (conditional && code === 200)) && code < 300)
        headers.ETag = { $ref: '#/components/headers/ETag' };
      if (conditional && code === 200) Object.assign(headers, conditionalHeaders);
      if (route.method === 'GET' && code === 200 && isJsonSchemaObject(schema) && schema.def.type === 'array')
        headers.Link = { $ref: '#/components/headers/Link' };
      if (route.auth !== 'none') Object.assign(headers, authHeaders);
      const mediaType = schema === htmlPageSchema ? 'text/html' : (extras.mediaType ?? 'application/json');
      const description = code >= 400 ? (STATUS_TEXT[code] ?? 'Error') : (STATUS_TEXT[code] ?? 'Success');
      responses[status] = {
        description,
        ...(Object.keys(headers).length && { headers }),
        ...(isJsonSchemaObject(schema) && {
          content: { [mediaType]: { schema: converter.convert(schema, 'output', hint) } },
        }),
      };
    }
    if (conditional) {
      responses['304'] = {
        description:
          'Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200)',
        headers: {
          ETag: { $ref: '#/components/headers/ETag' },
          ...conditionalHeaders,
          ...(route.auth !== 'none' && authHeaders),
        },
      };
    }
    for (const [status, ref] of Object.entries(errorResponses(route, schemas, extras, flavor))) {
      if (declared[Number(status)] !== undefined) {
        // A declared error status (e.g. 422 of a failed atomic batch) also keeps the shared error body.
        const own = responses[status] as { content: Record<string, { schema: JsonSchema }> };
        const media = Object.values(own.content ?? {})[0];
        if (media)
          media.schema = {
            anyOf: [
              media.schema,
              { $ref: flavor === 'api' ? '#/components/schemas/Error' : '#/components/schemas/OAuthError' },
            ],
          };
        continue;
      }
      responses[status] = ref;
    }

    const tag = tagOf(route);
    usedTags.add(tag);
    const scopes = requiredScopes(route);
    const operation = {
      operationId: route.name,
      summary: extras.summary ?? sentence(route.name),
      description: [extras.description, authText(route)].filter(Boolean).join('\n\n'),
      tags: [tag],
      security: securityOf(route, extras),
      'x-required-scopes': scopes,
      ...(parameters.length && { parameters }),
      ...(requestBody && { requestBody }),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
    };
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }

  // Error response components need the named schemas converted first.
  converter.convert(namedSchemas.Error as z.ZodMiniType, 'output', 'error');
  converter.convert(namedSchemas.OAuthError as z.ZodMiniType, 'output', 'error');

  return {
    openapi: '3.1.0',
    info: {
      title: 'Site Management API',
      version: info.version,
      description: [
        'The backend through which a content-and-commerce website is managed: pages, blogs, channels, themes, coupons, shipping rates, checkout profiles, customers and access tokens.',
        'Every non-2xx answer outside `/oauth2` has the body `{code, message, errors?, details?}`; the JSON endpoints under `/oauth2` answer with RFC 6749 `{error, error_description}`.',
        'Authenticated responses carry `X-OAuth-Scopes`, `X-Accepted-OAuth-Scopes` and the `X-RateLimit-*` headers. Lists are JSON arrays paged by `per_page` and `cursor`, with `Link: <…>; rel="next"` while more remain (plus `rel="last"`, and `rel="first"` and `rel="prev"` past the first page). ' +
          'Single resources carry a strong `ETag`; `If-None-Match` with it answers 304 Not Modified.',
        'Every authenticated POST accepts `Idempotency-Key`.',
        '**Versions.** This document describes the API version in `info.x-service-version`. Send `X-Service-Version: <date>` to choose a version per request (a site may pin one); every answer says its version in `X-Service-Version`. `GET /versions` lists the versions and their changes; `GET /openapi.json?version=<date>` is the document of each.',
        '**Filtering and sorting lists.** Channel entries, pages, articles, customers and coupons take one query language: ' +
          '`where[field]=value` or `where[field][op]=value` (op: eq, ne, gt, gte, lt, lte, in, prefix, exists; several filters combine with AND) ' +
          'and `sort=field` or `sort=-field` (ties broken by id). Example: `GET /channels/events/entries?where[city]=ghent&where[starts][gte]=2026-06-01&sort=starts&per_page=10`. ' +
          'Each list says which fields it filters by and which sorts an index serves at any size; other sorts work on lists of at most 1,000 items ' +
          '(else 422 `sort_not_indexed`). Filters are applied while reading in key order, at most 1,000 items per request, so a page may be shorter ' +
          'than `per_page` and still carry a `next` link: follow it until it is absent. A bad filter or sort is 422 with `errors[].field` naming the parameter.',
      ].join('\n\n'),
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
      // The API version this document describes (docs/versions.md): the first; `GET /openapi.json?version=` serves the others.
      'x-service-version': FIRST_VERSION,
    },
    servers: [{ url: '/', description: 'The server this document was fetched from' }],
    security: [],
    tags: TAGS.filter((t) => usedTags.has(t.name)).map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      responses: usedOnly(errorResponseComponents([...flavors]), 'responses', paths),
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description:
            'ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body.',
          schema: { type: 'string' },
        },
      },
      headers: responseHeaders,
      securitySchemes: securitySchemes(),
    },
  };
};

/** The components of one kind that `paths` refers to. */
const usedOnly = (components: Record<string, unknown>, kind: string, paths: unknown): Record<string, unknown> => {
  const text = JSON.stringify(paths);
  return Object.fromEntries(
    Object.entries(components).filter(([name]) => text.includes(`"#/components/${kind}/${name}"`)),
  );
};

const conditionalHeaders = {
  'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  Vary: { $ref: '#/components/headers/Vary' },
};

const authHeaders = {
  'X-OAuth-Scopes': { $ref: '#/components/headers/X-OAuth-Scopes' },
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

const responseHeaders = {
  Location: { description: 'Address of the created resource (or of the redirect)', schema: { type: 'string' } },
  ETag: {
    description: 'The strong entity tag of the resource as sent, for If-None-Match (and, on pages, If-Match)',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description:
      '`private, no-cache`: a cache may keep the resource but must revalidate it (If-None-Match) before each use',
    schema: { type: 'string' },
  },
  Vary: {
    description:
      '`Authorization, X-Service-Site, Session-Token`: the answer depends on the caller, the site and the customer session',
    schema: { type: 'string' },
  },
  Link: {
    description:
      'RFC 8288 links: `rel="next"` while more items remain, then `rel="last"` (a cursor that reads back from the end), `rel="first"` and `rel="prev"` on pages after the first',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  'WWW-Authenticate': { description: 'The bearer challenge', schema: { type: 'string' } },
  'X-OAuth-Scopes': { description: "The token's scopes", schema: { type: 'string' } },
  'X-Accepted-OAuth-Scopes': { description: 'The scopes the endpoint accepts', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'Requests allowed per window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'End of the window (epoch seconds)', schema: { type: 'integer' } },
};

const securitySchemes = () => {
  const scopes = Object.fromEntries(SCOPES.map((scope) => [scope, SCOPE_DESCRIPTIONS[scope] ?? scope]));
  return {
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A user token (`smp_…`, from POST /auth/login or POST /tokens without `site_id`): acts for a person on any site they are a member of; site routes also need `siteContext`.',
    },
    siteContext: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-Site',
      description: 'The site (id or subdomain) a user token acts on.',
    },
    siteToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A site token (`sms_…`, from POST /tokens with `site_id`): bound to one site; X-Service-Site is optional.',
    },
    oauth2: {
      type: 'oauth2',
      description:
        "Access tokens issued by this server's OAuth 2.0 / OpenID Connect endpoints (PKCE required for the code flow; the password grant is for first-party clients).",
      flows: {
        authorizationCode: {
          authorizationUrl: '/oauth2/authorize',
          tokenUrl: '/oauth2/token',
          refreshUrl: '/oauth2/token',
          scopes,
        },
        password: { tokenUrl: '/oauth2/token', refreshUrl: '/oauth2/token', scopes },
      },
    },
  };
};
