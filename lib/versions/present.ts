import type { ApiVersion } from './change.js';
import { VERSIONS } from './registry.js';
import { versionStatus, servedVersions, type VersionStatus } from './version-rules.js';

/** One version as `GET /versions` shows it. */
export interface VersionView {
  readonly version: string;
  readonly released_at: string;
  readonly status: VersionStatus;
  readonly deprecated_at?: string;
  readonly sunset_at?: string;
  readonly changes: readonly { readonly description: string; readonly affects: readonly string[] }[];
}

/** The versions still served at `now`, oldest first, with their changelog (a list: a JSON array). */
export const presentVersions = (now: Date, registry: readonly ApiVersion[] = VERSIONS): VersionView[] =>
  servedVersions(registry, now).map((version) => ({
    version: version.version,
    released_at: version.releasedAt,
    status: versionStatus(registry, version, now),
    ...(version.deprecatedAt && { deprecated_at: version.deprecatedAt }),
    ...(version.sunsetAt && { sunset_at: version.sunsetAt }),
    changes: version.changes.map(({ description, affects }) => ({ description, affects })),
  }));
