import { Stack, Token, Validations } from 'aws-cdk-lib';
import { Policy, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { queueArnVariable } from '../../lib/queues/scheduler.js';
import type { StageSettings } from '../stages.js';
import type { QueueWorker } from './queue-worker.js';

/**
 * EventBridge Scheduler for lib/queues/scheduler.ts: one schedule group per stage and the role the
 * scheduler assumes to put a firing's message on its target queue. `target(worker)` lets schedules
 * send to a work queue; `grantManage(role)` lets a function create, replace and delete schedules of
 * the group. Both return the environment entries the code needs.
 */
export class Schedules extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: { readonly settings: StageSettings }) {
    super(scope, id);
    this.group = new ScheduleGroup(this, 'Group', {
      scheduleGroupName: `${props.settings.name}-site-api`,
      removalPolicy: props.settings.data.removalPolicy,
    });
    const { account } = Stack.of(this);
    this.role = new Role(this, 'Role', {
      // Only the scheduler of this account may assume it (the confused-deputy guard AWS recommends).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
      description: `${props.settings.name} schedules: send each firing to its work queue`,
    });
  }

  /**
   * Lets the group's schedules send to `worker`'s queue; returns `QUEUE_ARN_<NAME>` for the code that
   * creates them. A queue of another stack gets the grant as a policy in its own stack, so this
   * stack (and the stage's one group) never depends on the stacks whose queues it serves.
   */
  target(worker: QueueWorker): Record<string, string> {
    // SendMessage only: the scheduler needs nothing else from the queue.
    if (Stack.of(worker) === Stack.of(this)) worker.queue.grant(this.role, 'sqs:SendMessage');
    else
      new Policy(worker, 'ScheduleTargetPolicy', {
        roles: [this.role],
        statements: [new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [worker.queue.queueArn] })],
      });
    return { [queueArnVariable(worker.queueName)]: worker.queue.queueArn };
  }

  /** Lets `grantee` manage the group's schedules and hand them the scheduler's role; returns the environment it needs. */
  grantManage(grantee: IGrantable): Record<string, string> {
    const stack = Stack.of(this);
    const schedules = `arn:${stack.partition}:scheduler:${stack.region}:${stack.account}:schedule/${this.group.scheduleGroupName}/*`;
    // cdk-nag names an unresolved part by its pseudo parameter.
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const findingResource = `arn:${shown(stack.partition, 'Partition')}:scheduler:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}:schedule/${this.group.scheduleGroupName}/*`;
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [schedules],
      }),
    );
    this.role.grantPassRole(grantee.grantPrincipal);
    Validations.of(grantee.grantPrincipal as unknown as Construct).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${findingResource}]`,
      reason: "Schedules are created at run time with names of their own, always inside this stage's schedule group.",
    });
    return { SCHEDULE_GROUP: this.group.scheduleGroupName, SCHEDULER_ROLE_ARN: this.role.roleArn };
  }
}
