import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { baseUrl } from '../http/base-url.js';
import type { HttpResult } from '../http/responses.js';
import type { ApiVersion } from './change.js';
import { VERSIONS } from './registry.js';
import {
  appendLink,
  changesAfter,
  renderResponse,
  resolveVersion,
  upgradeRequest,
  VERSION_HEADER,
  versionHeaders,
  type ResolvedVersion,
} from './version-rules.js';

export interface VersionContext extends Context {
  /** The version this request is rendered in, once known. */
  apiVersion?: ResolvedVersion;
  principal?: Principal;
}

export interface VersionOptions {
  /** The route's name, handed to each change. */
  readonly route: string;
  readonly registry?: readonly ApiVersion[];
  readonly now?: () => Date;
}

type Fn = middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, VersionContext>;

/**
 * Renders every answer in the request's version (used right after `observe`, so its `after` and
 * `onError` run after every other middleware's, on the final answer, errors included): the newest
 * answer the handler and the error handler made is turned back, change by change, into the shape of
 * the version asked for, and `X-Service-Version` (with `Deprecation`, `Sunset` and the deprecation
 * `Link` for a deprecated version) is set. Its `before` refuses a header that names no version
 * (400 `unknown_version`, itself answered in the first version). A request that fails before
 * `versionedRequest` settled its version is answered in the header's version, else the pin of the
 * site its token reaches (once the token was read), else the first.
 */
export const versions = (
  options: VersionOptions,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, VersionContext> => {
  const registry = options.registry ?? VERSIONS;
  const now = options.now ?? (() => new Date());
  const before: Fn = async (request) => {
    request.context.apiVersion = undefined;
    // An empty header names no version: the site's pin, read once the token is, still applies.
    const header = request.event.headers?.[VERSION_HEADER]?.trim();
    if (header) request.context.apiVersion = resolveVersion(registry, { header }, now());
  };
  const render: Fn = async (request) => {
    const response = request.response as HttpResult | undefined;
    if (!response) return;
    const at = now();
    // A request refused after its token was read but before `versionedRequest` settled the version
    // (a missing scope, the rate limit, a malformed body) is still answered in the site's pin.
    const resolved =
      request.context.apiVersion ?? resolveVersion(registry, { pin: request.context.principal?.site?.apiVersion }, at);
    const rendered = renderResponse(
      registry,
      resolved.version,
      { ...response, headers: { ...response.headers } },
      options.route,
    );
    const { link, ...headers } = versionHeaders(registry, resolved, at, `${baseUrl(request.event)}/versions`);
    Object.assign(rendered.headers, headers);
    if (link) rendered.headers.link = appendLink(rendered.headers.link, link);
    request.response = rendered;
  };
  return { before, after: render, onError: render };
};

/**
 * The version a 200 is rendered in when rendering it there changes its body, else undefined: for
 * `conditionalGet`, which runs before the answer is rendered and hashes the newest body, so that
 * two versions answering different bodies never share an ETag.
 */
export const renderedVariant =
  (options: VersionOptions) =>
  (response: HttpResult, context: VersionContext): string | undefined => {
    const registry = options.registry ?? VERSIONS;
    const version = context.apiVersion?.version;
    if (!version || !changesAfter(registry, version).some((change) => change.response)) return undefined;
    const rendered = renderResponse(
      registry,
      version,
      { ...response, headers: { ...response.headers } },
      options.route,
    );
    return rendered.body === response.body ? undefined : version.version;
  };

/**
 * Settles the request's version once its site is known (the header, else the site's pin, else the
 * first) and turns the parsed body and query of an older version into the newest shape before
 * validation: used after authentication and the JSON body parser, before `validate`.
 */
export const versionedRequest = (
  options: VersionOptions,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, VersionContext> => {
  const registry = options.registry ?? VERSIONS;
  const now = options.now ?? (() => new Date());
  const before: Fn = async (request) => {
    const { context, event } = request;
    context.apiVersion ??= resolveVersion(registry, { pin: context.principal?.site?.apiVersion }, now());
    const version = context.apiVersion.version;
    if (!changesAfter(registry, version).some((change) => change.request)) return;
    const upgraded = upgradeRequest(registry, version, {
      route: options.route,
      body: event.body,
      query: event.queryStringParameters as Record<string, string> | undefined,
    });
    (event as { body: unknown }).body = upgraded.body;
    event.queryStringParameters = upgraded.query as Record<string, string> | undefined;
  };
  return { before };
};
