import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueueWorker } from '../../infra/constructs/queue-worker.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

describe('QueueWorker', SYNTH_TIMEOUT, () => {
  let template: Template;
  let env: Record<string, string>;
  let app: ReturnType<typeof newTestApp>;
  beforeAll(() => {
    app = newTestApp();
    const stack = new Stack(app, 'Probe');
    // Any existing worker file does: bundling is off in these tests.
    const worker = new QueueWorker(stack, 'Fanout', {
      name: 'webhook-delivery',
      description: 'probe',
      settings: stageSettings('prod'),
      environment: { TABLE_NAME: 't' },
      timeout: Duration.seconds(20),
      maxReceiveCount: 3,
      batchSize: 5,
      maxConcurrency: 4,
    });
    const sender = new Role(stack, 'Sender', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    env = worker.grantSend(sender);
    template = Template.fromStack(stack);
  });

  it('makes an encrypted, TLS-only queue whose failed messages go to a dead-letter queue after maxReceiveCount', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 120,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    template.hasResourceProperties(
      'AWS::SQS::QueuePolicy',
      Match.objectLike({
        PolicyDocument: Match.objectLike({
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        }),
      }),
    );
  });

  it('alarms on any message in the dead-letter queue', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });

  it('feeds the worker from the queue with partial batch failures, its batch size and maximum concurrency', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 4 },
    });
  });

  it('tells the worker and every granted sender where the queue is, as QUEUE_URL_<NAME>', () => {
    expect(Object.keys(env)).toEqual(['QUEUE_URL_WEBHOOK_DELIVERY']);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TABLE_NAME: 't', QUEUE_URL_WEBHOOK_DELIVERY: Match.anyValue() }) },
    });
  });

  it('is clean under the cdk-nag packs', () => {
    app.synth();
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const findings = pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
      expect(findings, pack.readPackName).toEqual([]);
    }
  });
});
