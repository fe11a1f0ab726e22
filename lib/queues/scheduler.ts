import { requireEnv } from '../config.js';
import { queueUrlVariable } from './work-queue.js';
import { toEventBridgeAt, toEventBridgeCron } from './schedule-expressions.js';

/**
 * A message to put on a work queue later (`at`, once) or again and again (`cron`, 5-field UTC, see
 * cron-rules.ts): scheduled sends of push notifications, cloud code's scheduled jobs. On AWS an
 * EventBridge Scheduler schedule whose target is the queue (infra/constructs/schedules.ts); under
 * `npm start` and in tests an in-process timer (local/scheduler.ts) sending to the local queue.
 */
export interface Schedule {
  /** Unique: creating a schedule of the same name replaces it; cancel by it. 1–64 of [A-Za-z0-9_.-]. */
  readonly name: string;
  readonly at?: Date;
  readonly cron?: string;
  /** The work queue (lib/queues/work-queue.ts) that receives `message` at each firing. */
  readonly queue: string;
  readonly message: unknown;
}

export interface SchedulerTransport {
  put(schedule: Schedule): Promise<void>;
  /** Removes a schedule; nothing happens when there is none. */
  cancel(name: string): Promise<void>;
}

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** The environment variable holding a queue's ARN for schedules on AWS: `QUEUE_ARN_PUSH_SEND` for `push-send`. */
export const queueArnVariable = (queue: string): string => queueUrlVariable(queue).replace(/^QUEUE_URL_/, 'QUEUE_ARN_');

let installed: SchedulerTransport | undefined;

/** Installs the scheduler of this process (the local one does; on AWS none is and EventBridge Scheduler is used). */
export const useSchedulerTransport = (transport: SchedulerTransport | undefined): void => {
  installed = transport;
};

// The Scheduler client is loaded on first use only.
let aws: Promise<SchedulerTransport> | undefined;
const eventBridgeScheduler = (): Promise<SchedulerTransport> => {
  aws ??= import('@aws-sdk/client-scheduler').then(
    ({ SchedulerClient, CreateScheduleCommand, UpdateScheduleCommand, DeleteScheduleCommand }) => {
      const client = new SchedulerClient({});
      const group = () => requireEnv('SCHEDULE_GROUP');
      return {
        put: async (schedule: Schedule) => {
          const input = {
            Name: schedule.name,
            GroupName: group(),
            ScheduleExpression: schedule.at ? toEventBridgeAt(schedule.at) : toEventBridgeCron(schedule.cron as string),
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' as const },
            Target: {
              Arn: requireEnv(queueArnVariable(schedule.queue)),
              RoleArn: requireEnv('SCHEDULER_ROLE_ARN'),
              Input: JSON.stringify(schedule.message),
            },
            // A one-time schedule removes itself once it has fired.
            ...(schedule.at && { ActionAfterCompletion: 'DELETE' as const }),
          };
          try {
            await client.send(new CreateScheduleCommand(input));
          } catch (error) {
            if ((error as { name?: string }).name !== 'ConflictException') throw error;
            await client.send(new UpdateScheduleCommand(input));
          }
        },
        cancel: async (name: string) => {
          try {
            await client.send(new DeleteScheduleCommand({ Name: name, GroupName: group() }));
          } catch (error) {
            if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
          }
        },
      };
    },
  );
  return aws;
};

const transport = async () => installed ?? eventBridgeScheduler();

/** Creates or replaces a schedule. Exactly one of `at` and `cron` (already validated with cronProblem). */
export const putSchedule = async (schedule: Schedule): Promise<void> => {
  if (!NAME.test(schedule.name)) throw new Error(`invalid schedule name ${schedule.name}`);
  if ((schedule.at === undefined) === (schedule.cron === undefined))
    throw new Error('a schedule has exactly one of at and cron');
  await (await transport()).put(schedule);
};

/** Cancels a schedule (a no-op when it does not exist or has fired). */
export const cancelSchedule = async (name: string): Promise<void> => (await transport()).cancel(name);
