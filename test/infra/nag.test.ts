import { NestedStack, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildSiteApiStacks } from '../../infra/build-stacks.js';
import { applyNagChecks } from '../../infra/nag.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

// cdk-nag 3 is a policy-validation plugin, not an Aspect: findings are not Annotations but
// violations of the validation report, and any violation (error or warning) fails synthesis.
describe.each(['dev', 'prod', 'feature-x'])('cdk-nag on stage %s', SYNTH_TIMEOUT, (stageName) => {
  it('reports no unacknowledged AwsSolutions or Serverless finding, nested stacks included', () => {
    const app = newTestApp();
    buildSiteApiStacks(app, stageSettings(stageName));
    app.synth(); // resolve cross-stack references as `cdk synth` does before the packs run
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const findings = pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
      expect(findings, pack.readPackName).toEqual([]);
    }
  });

  it('synthesizes with the packs registered as the app registers them', () => {
    const app = newTestApp();
    const { data, api } = buildSiteApiStacks(app, stageSettings(stageName));
    applyNagChecks(app);
    expect(() => app.synth()).not.toThrow();
    // The parent's artifact carries the messages of its nested stacks' constructs too.
    for (const stack of [data, api]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      expect(
        Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('(AwsSolutions|Serverless)-.*')),
      ).toEqual([]);
    }
  });
});

describe('cdk-nag wiring', SYNTH_TIMEOUT, () => {
  it('fails synthesis on an unacknowledged finding, warnings included', () => {
    const app = newTestApp();
    const probe = new Stack(app, 'Probe');
    // No point-in-time recovery and no acknowledgement: AwsSolutions-DDB3, a warning-level rule.
    new Table(probe, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    applyNagChecks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-DDB3/);
  });

  it('fails synthesis on an unacknowledged finding inside a nested stack', () => {
    const app = newTestApp();
    const nested = new NestedStack(new Stack(app, 'Probe'), 'Nested');
    new Table(nested, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    applyNagChecks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-DDB3/);
  });
});
