import { describe, expect, it } from 'vitest';
import { plannedMessages, submissionMessageId } from '../../../lib/mail/submission-mail.js';
import type { Channel } from '../../../lib/channels/channels.js';
import type { Entry } from '../../../lib/channels/entries.js';

describe('planned messages', () => {
  const channel = {
    id: 'c'.repeat(24),
    submittable_notifications: true,
    submittable_receivers: 'staff@example.com, boss@example.com',
    submittable_confirmations: true,
    submittable_confirmation_receivers: 'email',
  } as unknown as Channel;
  const entry = (email: unknown) => ({ id: 'e'.repeat(24), fields: { email } }) as unknown as Entry;
  it('mails each receiver and the submitter once, each with its own stable Message-ID', () => {
    const planned = plannedMessages(channel, entry('ann@example.com'));
    expect(planned.map((p) => `${p.kind}:${p.to}`)).toEqual([
      'notification:staff@example.com',
      'notification:boss@example.com',
      'confirmation:ann@example.com',
    ]);
    expect(new Set(planned.map((p) => p.messageId)).size).toBe(3);
    expect(plannedMessages(channel, entry('ann@example.com'))).toEqual(planned);
    expect(submissionMessageId('e'.repeat(24), 'confirmation', 'ANN@example.com')).toBe(
      submissionMessageId('e'.repeat(24), 'confirmation', 'ann@example.com'),
    );
  });
  it('sends no confirmation to a value that is not one address, nor when confirmations are off', () => {
    expect(plannedMessages(channel, entry('ann@example.com\nBcc: eve@example.com')).map((p) => p.kind)).toEqual([
      'notification',
      'notification',
    ]);
    expect(
      plannedMessages(
        { ...channel, submittable_confirmations: false, submittable_notifications: false } as Channel,
        entry('ann@example.com'),
      ),
    ).toEqual([]);
  });
});
