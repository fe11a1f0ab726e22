import type { ApiVersion, OpenApiDocument } from './change.js';
import { VERSIONS } from './registry.js';

/**
 * The OpenAPI document of `version`, from the generated one (which describes the first version):
 * each change up to that version rewrites it in turn, and `info.x-service-version` names it.
 */
export const documentForVersion = (
  document: OpenApiDocument,
  version: ApiVersion,
  registry: readonly ApiVersion[] = VERSIONS,
): OpenApiDocument => {
  const changes = registry.slice(1, registry.indexOf(version) + 1).flatMap((v) => v.changes);
  const rewritten = changes.reduce((doc, change) => (change.openapi ? change.openapi(doc) : doc), document);
  const info = rewritten.info as Record<string, unknown>;
  return { ...rewritten, info: { ...info, 'x-service-version': version.version } };
};
