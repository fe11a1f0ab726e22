import type { ApiVersion, OpenApiDocument, VersionChange } from './change.js';
import { problemDetails } from './changes/problem-details.js';
import { problemDetailsDocument } from './changes/problem-details-openapi.js';
import { VERSIONS } from './registry.js';

/**
 * How each change rewrites the OpenAPI document (the version before it → its version), kept here
 * rather than on the change: only the document's routes and build read them, and every function
 * bundles the changes.
 */
const DOCUMENT_REWRITES: ReadonlyMap<VersionChange, (document: OpenApiDocument) => OpenApiDocument> = new Map([
  [problemDetails, problemDetailsDocument],
]);

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
  const rewritten = changes.reduce((doc, change) => {
    const rewrite = change.openapi ?? DOCUMENT_REWRITES.get(change);
    return rewrite ? rewrite(doc) : doc;
  }, document);
  const info = rewritten.info as Record<string, unknown>;
  return { ...rewritten, info: { ...info, 'x-service-version': version.version } };
};
