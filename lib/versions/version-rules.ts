import { badRequest } from '../http/errors.js';
import type { HttpResult } from '../http/responses.js';
import type { ApiVersion, EventPayload, VersionChange, VersionedRequest } from './change.js';

/** The request header that names a version, and the answer header that says which one answered. */
export const VERSION_HEADER = 'x-service-version';
/** Says that the version asked for is past its sunset and which one answered instead. */
export const FALLBACK_HEADER = 'x-service-version-fallback';

export type VersionStatus = 'current' | 'supported' | 'deprecated';

/** The version a request is rendered in, and why. */
export interface ResolvedVersion {
  readonly version: ApiVersion;
  /** The version asked for when it was past its sunset and the answer fell forward. */
  readonly retired?: string;
}

const isPast = (at: string | undefined, now: Date) => at !== undefined && Date.parse(at) <= now.getTime();

/** Versions still served at `now`, oldest first. */
export const servedVersions = (registry: readonly ApiVersion[], now: Date): ApiVersion[] =>
  registry.filter((version) => !isPast(version.sunsetAt, now));

/** `current` for the newest, `deprecated` once its deprecation date has come, else `supported`. */
export const versionStatus = (registry: readonly ApiVersion[], version: ApiVersion, now: Date): VersionStatus =>
  version === registry[registry.length - 1]
    ? 'current'
    : isPast(version.deprecatedAt, now)
      ? 'deprecated'
      : 'supported';

/** The 400 for a version the API does not know, listing the ones a client may send. */
export const unknownVersion = (registry: readonly ApiVersion[], asked: string, now: Date) => {
  const supported = servedVersions(registry, now).map((version) => version.version);
  return badRequest(
    'unknown_version',
    `Unknown API version ${JSON.stringify(asked.slice(0, 40))}; supported versions: ${supported.join(', ')}`,
    { details: { supported } },
  );
};

/**
 * The version a request is rendered in: the `X-Service-Version` header, else the site's pin, else
 * the first version. A header naming no version is refused; a version past its sunset (asked for or
 * pinned) falls forward to the oldest version still served. A pin the registry no longer knows (it
 * cannot: versions are never removed, only retired) is treated as retired.
 */
export const resolveVersion = (
  registry: readonly ApiVersion[],
  asked: { readonly header?: string; readonly pin?: string },
  now: Date,
): ResolvedVersion => {
  const header = asked.header?.trim();
  const name = header || asked.pin;
  const first = registry[0] as ApiVersion;
  if (!name) return fallForward(registry, first, now);
  const found = registry.find((version) => version.version === name);
  if (!found) {
    if (header) throw unknownVersion(registry, header, now);
    return {
      version: servedVersions(registry, now)[0] ?? (registry[registry.length - 1] as ApiVersion),
      retired: name,
    };
  }
  return fallForward(registry, found, now);
};

const fallForward = (registry: readonly ApiVersion[], version: ApiVersion, now: Date): ResolvedVersion => {
  if (!isPast(version.sunsetAt, now)) return { version };
  const oldest = servedVersions(registry, now)[0] ?? (registry[registry.length - 1] as ApiVersion);
  return { version: oldest, retired: version.version };
};

/** The changes of every version newer than `version`, oldest first. */
export const changesAfter = (registry: readonly ApiVersion[], version: ApiVersion): VersionChange[] =>
  registry.slice(registry.indexOf(version) + 1).flatMap((newer) => newer.changes);

/** A request of `version`'s shape turned into the newest shape: every later change, oldest first. */
export const upgradeRequest = (
  registry: readonly ApiVersion[],
  version: ApiVersion,
  request: VersionedRequest,
): Pick<VersionedRequest, 'body' | 'query'> => {
  let current: Pick<VersionedRequest, 'body' | 'query'> = { body: request.body, query: request.query };
  for (const change of changesAfter(registry, version)) {
    if (change.request) current = change.request({ route: request.route, ...current });
  }
  return current;
};

/** A newest-shape answer rendered in `version`: every later change undone, newest first. */
export const renderResponse = (
  registry: readonly ApiVersion[],
  version: ApiVersion,
  response: HttpResult,
  route: string,
): HttpResult =>
  changesAfter(registry, version)
    .reverse()
    .reduce((current, change) => (change.response ? change.response(current, route) : current), response);

/** A newest-shape webhook payload rendered in `version`, the same way. */
export const renderEvent = (
  registry: readonly ApiVersion[],
  version: ApiVersion,
  payload: EventPayload,
): EventPayload =>
  changesAfter(registry, version)
    .reverse()
    .reduce((current, change) => (change.event ? change.event(current) : current), payload);

/**
 * The headers an answer in `resolved` carries: the version always; for a deprecated version RFC 9745
 * `Deprecation` (`@<epoch seconds>`), RFC 8594 `Sunset` (HTTP-date) and a `Link` to the version
 * list; for a request that fell forward, the retired version it asked for.
 */
export const versionHeaders = (
  registry: readonly ApiVersion[],
  resolved: ResolvedVersion,
  now: Date,
  versionsUrl: string,
): Record<string, string> => {
  const { version } = resolved;
  const headers: Record<string, string> = { [VERSION_HEADER]: version.version };
  if (resolved.retired) headers[FALLBACK_HEADER] = `${resolved.retired}; answered-as=${version.version}`;
  if (versionStatus(registry, version, now) === 'deprecated' && version.deprecatedAt) {
    headers.deprecation = `@${Math.floor(Date.parse(version.deprecatedAt) / 1000)}`;
    if (version.sunsetAt) headers.sunset = new Date(version.sunsetAt).toUTCString();
    headers.link = `<${versionsUrl}>; rel="deprecation"; type="application/json"`;
  }
  return headers;
};

/** Adds `value` to a `Link` header that may already hold links (list pages carry `rel="next"`). */
export const appendLink = (existing: string | undefined, value: string) => (existing ? `${existing}, ${value}` : value);
