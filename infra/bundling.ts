/**
 * How every function is bundled: the esbuild options CDK's NodejsFunction passes on
 * (infra/constructs/api-function.ts) and `npm run bench` bundles with (bench/bundles.ts), kept here,
 * free of CDK imports, so the two cannot drift apart.
 */

/**
 * Left out of the bundle and loaded from AWS's Powertools layer: only the tracer, which pulls in the
 * X-Ray SDK (~100 KB) and is imported only on stages with tracing on (lib/http/telemetry.ts). The
 * logger and metrics are bundled: as one file they load in about half the time of the ~50 ESM files
 * they come as in the layer (`npm run bench`, bundles section).
 */
export const LAYER_MODULES = ['@aws-lambda-powertools/tracer', '@aws-lambda-powertools/tracer/*'];

// Bundled ESM has no `require`; CommonJS dependencies inside the bundle still call it.
// The alias keeps the banner clear of a `createRequire` import esbuild may hoist from the code.
export const REQUIRE_BANNER =
  "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);";

/** The code also runs on the local server under Node 20 (package.json engines); Lambda runs Node 24. */
export const BUNDLE_TARGET = 'node20';

/** Prefer packages' ESM builds, which esbuild can tree-shake. */
export const MAIN_FIELDS = ['module', 'main'];
