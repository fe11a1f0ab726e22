import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { SIGNING_KEY_ROUTES, SIGNING_KEY_SECRET_ACTIONS, SIGNING_KEY_SECRET_ENV } from '../../infra/constructs/signing-key-access.js';
import { projectRoot } from '../../infra/paths.js';
import { SYNTH_TIMEOUT, synthStage, templateOf, type SynthesizedStage } from './fixture.js';

interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Relative imports of a source file, resolved to project paths (`.js` specifiers name `.ts` files). */
const importsOf = (file: string): { readonly target: string; readonly names: string }[] =>
  [...readFileSync(path.join(projectRoot, file), 'utf8').matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+'(\.[^']+)\.js'/g)]
    .filter(([statement]) => !/^import\s+type\s/.test(statement))
    .map(([, names, specifier]) => ({ names: names ?? '', target: `${path.join(path.dirname(file), specifier ?? '')}.ts` }));

/** Route names whose function file reaches a call of `signingKeys()` through its (value) imports. */
const routesUsingSigningKeys = (): string[] => {
  const signingKeysModule = path.join('lib', 'oauth', 'signing-keys.ts');
  const memo = new Map<string, boolean>();
  const reaches = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, false); // cycles
    const result = importsOf(file).some(({ target, names }) =>
      target === signingKeysModule ? /\bsigningKeys\b/.test(names) : reaches(target));
    memo.set(file, result);
    return result;
  };
  return readdirSync(path.join(projectRoot, 'functions'))
    .filter((file) => file.endsWith('.ts') && file !== 'routes.ts')
    .filter((file) => reaches(path.join('functions', file)))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
};

describe('OAuth signing key secret', SYNTH_TIMEOUT, () => {
  let stage: SynthesizedStage;

  beforeAll(() => {
    stage = synthStage('dev');
  });

  const functionJson = (routeName: string) => {
    const fn = stage.api.functions.get(routeName)?.function;
    if (fn === undefined) throw new Error(`No function for route ${routeName}`);
    const cfn = fn.node.defaultChild as CfnFunction;
    const resources = templateOf(stage, fn).toJSON() as { Resources: Record<string, { Properties: Record<string, unknown> }> };
    const variables = (resources.Resources[fn.stack.getLogicalId(cfn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const policy = fn.role?.node.tryFindChild('DefaultPolicy')?.node.defaultChild as CfnPolicy;
    const statements = (resources.Resources[policy.stack.getLogicalId(policy)]?.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;
    return { variables, statements };
  };

  const secretStatements = (statements: readonly PolicyStatementJson[]) =>
    statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('secretsmanager:')));

  it('lists exactly the routes whose code calls signingKeys()', () => {
    expect([...SIGNING_KEY_ROUTES].sort()).toEqual(routesUsingSigningKeys());
    for (const name of SIGNING_KEY_ROUTES) expect(routes.map((route) => route.name), name).toContain(name);
  });

  it('keeps one secret per stage in the data stack, holding only a placeholder, with the data removal policy', () => {
    stage.dataTemplate.resourceCountIs('AWS::SecretsManager::Secret', 1);
    stage.dataTemplate.hasResource('AWS::SecretsManager::Secret', {
      Properties: { SecretString: '{}', GenerateSecretString: Match.absent(), KmsKeyId: Match.absent() },
      DeletionPolicy: 'Delete', // dev: disposable data
    });
    stage.apiTemplate.resourceCountIs('AWS::SecretsManager::Secret', 0);
    for (const template of stage.routeTemplates.values()) template.resourceCountIs('AWS::SecretsManager::Secret', 0);
  });

  it('retains the secret in prod, like the table', () => {
    synthStage('prod').dataTemplate.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });

  /** The data stack output whose value is the secret's ARN (CloudFormation `Ref` of a secret). */
  const secretOutputName = (): string => {
    const [secretId] = Object.keys(stage.dataTemplate.findResources('AWS::SecretsManager::Secret'));
    const outputs = (stage.dataTemplate.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs;
    const names = Object.entries(outputs).filter(([, output]) => JSON.stringify(output.Value) === JSON.stringify({ Ref: secretId }));
    expect(names).toHaveLength(1);
    return names[0]?.[0] as string;
  };

  it("gives the signing key routes the data stack secret's ARN and GetSecretValue/PutSecretValue on that secret only", () => {
    const outputName = secretOutputName();
    for (const name of SIGNING_KEY_ROUTES) {
      const { variables, statements } = functionJson(name);
      const arn = variables[SIGNING_KEY_SECRET_ENV];
      expect(JSON.stringify(arn), name).toContain(`"OutputName":"${outputName}"`);
      const granted = secretStatements(statements);
      expect(granted, name).toHaveLength(1);
      expect(granted[0], name).toEqual({ Effect: 'Allow', Action: [...SIGNING_KEY_SECRET_ACTIONS], Resource: arn });
    }
  });

  it('gives every other route neither the variable nor any Secrets Manager action', () => {
    const others = routes.filter((route) => !SIGNING_KEY_ROUTES.includes(route.name));
    expect(others.length).toBe(routes.length - SIGNING_KEY_ROUTES.length);
    for (const route of others) {
      const { variables, statements } = functionJson(route.name);
      expect(variables[SIGNING_KEY_SECRET_ENV], route.name).toBeUndefined();
      expect(secretStatements(statements), route.name).toEqual([]);
    }
  });
});
