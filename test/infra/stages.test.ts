import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE, stackPrefix, stageSettings } from '../../infra/stages.js';
import { buildSiteApiStacks } from '../../infra/build-stacks.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

describe('stageSettings', SYNTH_TIMEOUT, () => {
  it('defaults to dev', () => {
    expect(DEFAULT_STAGE).toBe('dev');
    expect(stageSettings().name).toBe('dev');
    expect(stageSettings().data.removalPolicy).toBe(RemovalPolicy.DESTROY);
  });

  it('gives an unknown stage dev settings under its own name, with retained data', () => {
    const dev = stageSettings('dev');
    const feature = stageSettings('feature-x');
    expect(feature.name).toBe('feature-x');
    expect(feature.apiThrottle).toEqual(dev.apiThrottle);
    expect(feature.rateLimitPerMinute).toBe(dev.rateLimitPerMinute);
    expect(feature.data).toEqual({
      removalPolicy: RemovalPolicy.RETAIN,
      pointInTimeRecovery: true,
      deletionProtection: false,
    });
    expect(feature.customDomain).toBeUndefined();
  });

  it('rejects names that cannot prefix a stack name', () => {
    expect(() => stageSettings('Prod')).toThrow(/Stage name/);
    expect(() => stageSettings('my_stage')).toThrow(/Stage name/);
    expect(() => stageSettings('')).toThrow(/Stage name/);
  });

  it('names the stacks <Stage>-SiteApiData and <Stage>-SiteApi', () => {
    expect(stackPrefix(stageSettings('prod'))).toBe('Prod');
    const { data, api } = buildSiteApiStacks(newTestApp(), stageSettings('feature-x'));
    expect(data.stackName).toBe('Feature-x-SiteApiData');
    expect(api.stackName).toBe('Feature-x-SiteApi');
  });
});
