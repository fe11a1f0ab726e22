import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelSchedule, putSchedule } from '../../../lib/queues/scheduler.js';

const scheduler = mockClient(SchedulerClient);
const ENV = {
  SCHEDULE_GROUP: 'Prod-schedules',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
  QUEUE_ARN_PUSH_SEND: 'arn:aws:sqs:eu-west-1:123456789012:push-send',
};
const error = (name: string) => Object.assign(new Error(name), { name });

describe('schedules on EventBridge Scheduler', () => {
  beforeEach(() => {
    scheduler.reset();
    Object.assign(process.env, ENV);
  });
  afterEach(() => {
    for (const name of Object.keys(ENV)) delete process.env[name];
  });

  it('creates a one-time schedule that sends the message to its queue and deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await putSchedule({
      name: 'push-abc',
      at: new Date('2026-12-01T08:30:00Z'),
      queue: 'push-send',
      message: { id: 'abc' },
    });
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'push-abc',
      GroupName: 'Prod-schedules',
      ScheduleExpression: 'at(2026-12-01T08:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: ENV.QUEUE_ARN_PUSH_SEND, RoleArn: ENV.SCHEDULER_ROLE_ARN, Input: '{"id":"abc"}' },
      ActionAfterCompletion: 'DELETE',
    });
  });

  it('replaces a schedule of the same name (create conflicts, then update)', async () => {
    scheduler.on(CreateScheduleCommand).rejects(error('ConflictException'));
    scheduler.on(UpdateScheduleCommand).resolves({});
    await putSchedule({ name: 'job-nightly', cron: '0 3 * * *', queue: 'push-send', message: {} });
    const update = scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input;
    expect(update).toMatchObject({ Name: 'job-nightly', ScheduleExpression: 'cron(0 3 * * ? *)' });
    expect(update).not.toHaveProperty('ActionAfterCompletion');
  });

  it('cancels a schedule, and cancelling one that is gone is no error', async () => {
    scheduler.on(DeleteScheduleCommand).resolvesOnce({}).rejectsOnce(error('ResourceNotFoundException'));
    await cancelSchedule('push-abc');
    await cancelSchedule('push-abc');
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input)).toEqual([
      { Name: 'push-abc', GroupName: 'Prod-schedules' },
      { Name: 'push-abc', GroupName: 'Prod-schedules' },
    ]);
  });

  it('refuses a bad name or a schedule with both or neither of at and cron, before any request', async () => {
    await expect(putSchedule({ name: 'has space', at: new Date(), queue: 'q', message: {} })).rejects.toThrow(/name/);
    await expect(putSchedule({ name: 'x', queue: 'q', message: {} })).rejects.toThrow(/exactly one/);
    await expect(
      putSchedule({ name: 'x', at: new Date(), cron: '* * * * *', queue: 'q', message: {} }),
    ).rejects.toThrow(/exactly one/);
    expect(scheduler.calls()).toHaveLength(0);
  });
});
