import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { BUNDLE_TARGET, LAYER_MODULES, MAIN_FIELDS, REQUIRE_BANNER } from '../bundling.js';

/**
 * NodejsFunction bundling shared by the API's functions and the event workers: ESM, minified,
 * tree-shaken, with our own SDK (the runtime's is not the version the code was tested with) and
 * only the tracer left to the layer (infra/bundling.ts, which `npm run bench` uses too).
 */
export const functionBundling = {
  format: OutputFormat.ESM,
  target: BUNDLE_TARGET,
  minify: true,
  sourceMap: false,
  mainFields: MAIN_FIELDS,
  esbuildArgs: { '--tree-shaking': 'true' },
  bundleAwsSDK: true,
  externalModules: LAYER_MODULES,
  banner: REQUIRE_BANNER,
} as const satisfies BundlingOptions;
