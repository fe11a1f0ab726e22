import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFunction } from '../../infra/constructs/api-function.js';
import { CloudCode } from '../../infra/constructs/cloud-code.js';
import { Schedules } from '../../infra/constructs/schedules.js';
import { stageSettings } from '../../infra/stages.js';
import { callFunction, createCloudCodeDeployment, runJob } from '../../functions/cloudcode/routes.js';
import { createEntry, getEntry } from '../../functions/channels/routes.js';
import { newTestApp, SYNTH_TIMEOUT } from './fixture.js';

type Statement = { Action: string | string[]; Resource: unknown };
const actionsOf = (template: Template, rolePrefix: string): string[] =>
  Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([id]) => id.startsWith(rolePrefix))
    .flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((statement) => [statement.Action].flat()),
    );

describe('CloudCode', SYNTH_TIMEOUT, () => {
  let template: Template;
  let schedulesTemplate: Template;
  let app: ReturnType<typeof newTestApp>;
  beforeAll(() => {
    app = newTestApp();
    const settings = stageSettings('prod');
    // The stage's schedule group lives in another stack (the push stack's), as in the app.
    const schedulesStack = new Stack(app, 'SchedulesProbe');
    const schedules = new Schedules(schedulesStack, 'Schedules', { settings });
    const stack = new Stack(app, 'Probe');
    const table = new Table(stack, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    });
    const cloudCode = new CloudCode(stack, 'CloudCode', {
      settings,
      table,
      schedules,
      apiUrl: 'https://api.example.com',
      environment: { TABLE_NAME: table.tableName },
    });
    for (const route of [callFunction, runJob, createEntry, createCloudCodeDeployment, getEntry]) {
      const fn = new ApiFunction(stack, route.name, {
        route,
        table,
        settings,
        environment: { TABLE_NAME: table.tableName },
      });
      const access = cloudCode.routeAccess.get(route.name);
      if (access)
        for (const [name, value] of Object.entries(access(fn.function))) fn.function.addEnvironment(name, value);
    }
    template = Template.fromStack(stack);
    schedulesTemplate = Template.fromStack(schedulesStack);
  });

  it('runs the sandbox in two functions whose roles may only write their own logs (and traces)', () => {
    for (const prefix of ['CloudCodeRequestSandbox', 'CloudCodeJobSandbox']) {
      const actions = actionsOf(template, prefix);
      expect(actions.length, prefix).toBeGreaterThan(0);
      expect(
        actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:')),
        prefix,
      ).toEqual([]);
    }
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Cloud code sandbox: functions and hooks',
      Timeout: 15,
      MemorySize: 512,
    });
    template.hasResourceProperties('AWS::Lambda::Function', { Description: 'Cloud code sandbox: jobs', Timeout: 605 });
  });

  it('lets a function route invoke exactly the two sandboxes, and names them and the API in its environment', () => {
    const policies = Object.entries(template.findResources('AWS::IAM::Policy')).filter(([id]) =>
      id.startsWith('callfunction'),
    );
    const invoke = policies
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[])
      .find((statement) => statement.Action === 'lambda:InvokeFunction');
    expect(invoke?.Resource).toHaveLength(2);
    expect(JSON.stringify(invoke?.Resource)).not.toContain(':*');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /functions/{name}',
      Environment: {
        Variables: Match.objectLike({
          CLOUD_CODE_SANDBOX_FUNCTION: Match.anyValue(),
          CLOUD_CODE_JOB_SANDBOX_FUNCTION: Match.anyValue(),
          CLOUD_CODE_API_URL: 'https://api.example.com',
        }),
      },
    });
    expect(actionsOf(template, 'runjob')).toContain('sqs:SendMessage');
    // A write that may run a before-hook invokes the request sandbox and queues the hook's log; a read gets nothing.
    expect(actionsOf(template, 'createentry')).toEqual(
      expect.arrayContaining(['lambda:InvokeFunction', 'sqs:SendMessage']),
    );
    expect(actionsOf(template, 'getentry').filter((action) => !/^(dynamodb|logs|xray):/.test(action))).toEqual([]);
  });

  it("joins the stage's one schedule group: its schedules send to the cloud-code queue through a policy of this stack", () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 0);
    schedulesTemplate.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    // The schedules' stack holds no grant on this stack's queue (it would depend on every stack it serves).
    expect(JSON.stringify(schedulesTemplate.toJSON())).not.toContain('sqs:SendMessage');
    const [target, ...others] = Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: {
          PolicyDocument: {
            Statement: [
              Match.objectLike({
                Action: 'sqs:SendMessage',
                Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('CloudCodeQueue'), 'Arn'] },
              }),
            ],
          },
        },
      }),
    );
    expect(others).toEqual([]);
    // The role it is attached to is the schedule group's, from the other stack.
    expect(JSON.stringify(target?.Properties.Roles)).toMatch(/SchedulesProbe.*SchedulesRole/);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /cloud_code/deployments',
      Environment: {
        Variables: Match.objectLike({ SCHEDULE_GROUP: 'prod-site-api', QUEUE_ARN_CLOUD_CODE: Match.anyValue() }),
      },
    });
  });

  it('runs jobs, schedules and after-hooks from a queue with a dead-letter queue, one message at a time', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
      VisibilityTimeout: 660 * 6,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Cloud code: jobs, schedules, after-hooks, before-hook logs',
      Timeout: 660,
    });
    expect(actionsOf(template, 'CloudCodeQueueWorker')).toEqual(
      expect.arrayContaining(['dynamodb:UpdateItem', 'lambda:InvokeFunction']),
    );
  });

  it('is clean under the cdk-nag packs', () => {
    app.synth();
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const findings = pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
      expect(
        findings.filter((finding) => !finding.includes('/Table')),
        pack.readPackName,
      ).toEqual([]);
    }
  });
});
