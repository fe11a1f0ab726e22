import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { routeDomain } from '../../infra/route-domains.js';
import { RUNTIME_FILES } from '../../infra/constructs/api-function.js';
import { buildSiteApiStacks } from '../../infra/build-stacks.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp } from './fixture.js';

interface ResourceJson {
  readonly Type: string;
  readonly Metadata?: Record<string, unknown>;
}
interface TemplateJson {
  readonly Resources: Record<string, ResourceJson>;
}

const readTemplate = (directory: string, file: string): TemplateJson =>
  JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as TemplateJson;

// The only test that bundles. esbuild runs once per function (~1 s each on a busy runner), so it
// bundles the stacks built from one domain's rows of the route table, with the very constructs
// and options of the full app; `npm run synth` and `npm run bench` bundle every function.
const BUNDLED_DOMAIN = 'platform';

describe('bundled functions', () => {
  it('ship as ESM assets with aws:asset:path metadata, the SDK inside and the require banner', () => {
    const app = newTestApp({ bundle: true });
    const { api } = buildSiteApiStacks(app, stageSettings('dev'), routes.filter((route) => routeDomain(route.path) === BUNDLED_DOMAIN));
    const assembly = app.synth();
    const parent = assembly.getStackByName(api.stackName).template as TemplateJson;

    // SAM reads the parent template and follows each nested stack to its local template file.
    const nestedResources = Object.values(parent.Resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack');
    expect(nestedResources.map((r) => r.Metadata?.['aws:asset:path']).sort())
      .toEqual([...api.routeStacks.values()].map((nested) => nested.templateFile).sort());
    for (const resource of nestedResources) expect(resource.Metadata?.['aws:asset:property']).toBe('TemplateURL');

    const functions = [...api.routeStacks.values()].flatMap((nested) =>
      Object.entries(readTemplate(assembly.directory, nested.templateFile).Resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(routes.filter((route) => routeDomain(route.path) === BUNDLED_DOMAIN).length);
    expect(functions.length).toBeGreaterThan(5);

    for (const [logicalId, fn] of functions) {
      const assetPath = fn.Metadata?.['aws:asset:path'];
      expect(assetPath, logicalId).toEqual(expect.stringMatching(/^asset\./));
      expect(fn.Metadata?.['aws:asset:property'], logicalId).toBe('Code');

      const bundle = path.join(assembly.directory, String(assetPath), 'index.mjs');
      expect(existsSync(bundle), bundle).toBe(true);
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith("import { createRequire as __bannerCreateRequire } from 'node:module';"), logicalId).toBe(true);
      // The SDK is bundled: no import of it is left (its error messages still mention require()).
      expect(code, logicalId).not.toMatch(/\bfrom\s*["']@aws-sdk\//);
      expect(code, logicalId).not.toMatch(/(?:^|[^\w$.[])(?:require|import)\(\s*["']@aws-sdk\//);
      // Powertools is imported from the layer, never bundled (its X-Ray SDK would add ~70 KB).
      expect(code, logicalId).toMatch(/from\s*["']@aws-lambda-powertools\/logger["']/);
      expect(code, logicalId).not.toContain('aws-xray-sdk');
      if (logicalId.startsWith('GetDocsAsset')) {
        // The docs viewer's files travel beside the bundle, where lib/openapi/docs-page.ts looks first.
        for (const file of RUNTIME_FILES['get-docs-asset']?.files ?? []) {
          expect(existsSync(path.join(assembly.directory, String(assetPath), 'swagger-ui-dist', file)), file).toBe(true);
        }
      }
    }
  }, 120_000);

  it('gives every function of the full app the asset metadata SAM reads', () => {
    const app = newTestApp({ bundle: 'metadata-only' });
    const { api } = buildSiteApiStacks(app, stageSettings('dev'));
    const assembly = app.synth();
    const functions = [...api.routeStacks.values()].flatMap((nested) =>
      Object.entries(readTemplate(assembly.directory, nested.templateFile).Resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(routes.length);
    for (const [logicalId, fn] of functions) {
      expect(fn.Metadata?.['aws:asset:path'], logicalId).toEqual(expect.any(String));
      expect(fn.Metadata?.['aws:asset:property'], logicalId).toBe('Code');
    }
  }, 60_000);
});
