import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueueWorker } from '../../infra/constructs/queue-worker.js';
import { Schedules } from '../../infra/constructs/schedules.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

describe('Schedules', SYNTH_TIMEOUT, () => {
  let app: ReturnType<typeof newTestApp>;
  let template: Template;
  let targetEnv: Record<string, string>;
  let manageEnv: Record<string, string>;
  beforeAll(() => {
    app = newTestApp();
    const stack = new Stack(app, 'Probe', { env: { account: '123456789012', region: 'eu-west-1' } });
    const settings = stageSettings('prod');
    const worker = new QueueWorker(stack, 'Sends', {
      name: 'webhook-delivery',
      description: 'probe',
      settings,
      environment: {},
      timeout: Duration.seconds(10),
    });
    const schedules = new Schedules(stack, 'Schedules', { settings });
    const api = new Role(stack, 'ApiRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    targetEnv = schedules.target(worker);
    manageEnv = schedules.grantManage(api);
    template = Template.fromStack(stack);
  });

  it("makes one schedule group and a role only this account's scheduler may assume", () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [
          Match.objectLike({
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } },
          }),
        ],
      }),
    });
  });

  it("lets the scheduler's role send to the target queue only", () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [Match.objectLike({ Ref: Match.stringLikeRegexp('SchedulesRole') })],
      PolicyDocument: {
        Statement: [{ Action: 'sqs:SendMessage', Effect: 'Allow', Resource: Match.anyValue() }],
        Version: '2012-10-17',
      },
    });
    expect(Object.keys(targetEnv)).toEqual(['QUEUE_ARN_WEBHOOK_DELIVERY']);
  });

  it("lets a managing function create, replace and delete the group's schedules and pass the role, nothing more", () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [Match.objectLike({ Ref: Match.stringLikeRegexp('ApiRole') })],
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule'],
            Resource: 'arn:aws:scheduler:eu-west-1:123456789012:schedule/prod-site-api/*',
          }),
          Match.objectLike({ Action: 'iam:PassRole' }),
        ],
        Version: '2012-10-17',
      },
    });
    expect(Object.keys(manageEnv).sort()).toEqual(['SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP']);
  });

  it('is clean under the cdk-nag packs', () => {
    app.synth();
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const findings = pack
        .validateScope(app)
        .violations.flatMap((v) =>
          v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath} ${JSON.stringify(r.locations ?? '')}`),
        );
      expect(findings, pack.readPackName).toEqual([]);
    }
  });
});
