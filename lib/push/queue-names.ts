/** The work queue whose consumer fans a send out (lib/push/fanout.ts); a send's schedule fires into it. */
export const FANOUT_QUEUE = 'push-fanout';
/** The work queue whose consumer delivers one batch of devices (lib/push/sender.ts). */
export const SEND_QUEUE = 'push-send';
