import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Device } from './device-rules.js';
import type { RegisterDevice, UpdateDevice } from './device-schemas.js';
import type { presentDevice, presentPush } from './present.js';
import type { PushRecord } from './push-record.js';
import type { deviceSchema, pushSchema } from './response-schemas.js';
import type { SendPush } from './schemas.js';

// Devices and sends, each written four times (record, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type DeviceShapes = Agreed<
  ShapesAgree<{
    record: Device;
    write: RegisterDevice | UpdateDevice;
    response: z.infer<typeof deviceSchema>;
    // The token or subscription is stored sealed as `secret` and shown only as a hint.
    presented: ReturnType<typeof presentDevice>;
    internal: 'version' | 'site_id' | 'credential_hash' | 'secret' | 'sns_endpoint_arn';
    derived: 'url';
    writeOnly: 'token' | 'subscription';
  }>
>;

export type PushShapes = Agreed<
  ShapesAgree<{
    record: PushRecord;
    write: SendPush;
    response: z.infer<typeof pushSchema>;
    // The fan-out's own progress counters are never shown.
    presented: ReturnType<typeof presentPush>;
    internal: 'site_id' | 'pages_done' | 'fanout_done' | 'batches_total' | 'batches_done';
    derived: 'url';
  }>
>;
