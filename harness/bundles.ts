/**
 * Every function bundled on its own with the esbuild options of the CDK stack (infra/bundling.ts),
 * and what each bundle holds: shared by the bundle tests (test/infra/bundle-contents.test.ts) and
 * the bench's size and load figures (bench/bundles.ts).
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { functionModule, routes } from '../functions/routes.js';
import { BUNDLE_TARGET, LAYER_MODULES, MAIN_FIELDS, REQUIRE_BANNER } from '../infra/bundling.js';

const root = new URL('..', import.meta.url).pathname;

/** lib/<domain> directories a function file imports directly: its own domains. */
const ownDomains = (metafile: Metafile, entry: string): Set<string> =>
  new Set(
    (metafile.inputs[entry]?.imports ?? [])
      .map((i) => /^lib\/([^/]+)\//.exec(i.path)?.[1])
      .filter((d): d is string => d !== undefined),
  );

/** The routes whose functions may carry jose: the OAuth endpoints. */
export const joseRoutes = new Set(routes.filter((r) => r.path.startsWith('/oauth2/')).map((r) => r.name));

/**
 * What a bundle that does not need them must not carry: jose, the CDK, and the request schemas
 * of other domains' routes (`lib/<domain>/…schemas.ts` of a domain the function does not import;
 * lib/http's shared building blocks are no domain's).
 */
export const contentsOf = (metafile: Metafile, name: string) => {
  const inputs = Object.keys(outputOf(metafile, name).inputs);
  const own = ownDomains(metafile, `functions/${functionModule(name)}.ts`);
  return {
    hasJose: inputs.some((i) => i.includes('node_modules/jose/')),
    hasCdk: inputs.some((i) => /node_modules\/(aws-cdk-lib|constructs|aws-cdk)\//.test(i)),
    /** The file sniffers (file-type, saxes, image-size): only `complete` reads a file's bytes. */
    hasSniffers: inputs.some((i) => /node_modules\/(file-type|saxes|image-size)\//.test(i)),
    /** cron-parser (with luxon, ~100 KB): only where a deployment's schedules are checked. */
    hasCronParser: inputs.some((i) => i.includes('node_modules/cron-parser/')),
    /** pdf-lib and its font engine: only where an invoice document is rendered. */
    hasPdf: inputs.some((i) => /node_modules\/(pdf-lib|@pdf-lib\/fontkit)\//.test(i)),
    hasPaymentSdks: inputs.some((i) => /node_modules\/(stripe|@mollie\/api-client)\//.test(i)),
    /** The AWS SDK clients bundled (`client-dynamodb`, …). */
    sdkClients: [
      ...new Set(
        inputs
          .map((i) => /node_modules\/@aws-sdk\/(client-[a-z0-9-]+)\//.exec(i)?.[1])
          .filter((c): c is string => c !== undefined),
      ),
    ].sort(),
    foreignSchemas: inputs.filter(
      (i) =>
        /^lib\/([^/]+)\/(.*-)?schemas\.ts$/.test(i) &&
        !i.startsWith('lib/http/') &&
        !own.has(i.split('/')[1] as string),
    ),
  };
};

export const outputOf = (metafile: Metafile, name: string) => {
  const key = Object.keys(metafile.outputs).find((o) => o.endsWith(`/${name}.mjs`));
  if (!key) throw new Error(`no bundle named ${name}`);
  return metafile.outputs[key] as Metafile['outputs'][string];
};

/**
 * Every function bundled on its own with the CDK stack's options, plus any `extra` entry points
 * (the bench's baseline): one esbuild call, no code splitting, so each entry point still gets a
 * bundle of its own, named after its route.
 */
export const bundleFunctions = (outdir: string, write: boolean, extra: Readonly<Record<string, string>> = {}) => {
  const entryPoints: Record<string, string> = { ...extra };
  for (const route of routes) entryPoints[route.name] = join(root, 'functions', `${functionModule(route.name)}.ts`);
  return build({
    entryPoints,
    outdir,
    write,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    minify: true,
    treeShaking: true,
    sourcemap: false,
    mainFields: MAIN_FIELDS,
    external: LAYER_MODULES,
    banner: { js: REQUIRE_BANNER },
    metafile: true,
    logLevel: 'silent',
  });
};
