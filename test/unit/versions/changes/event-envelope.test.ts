import { describe, expect, it } from 'vitest';
import { eventEnvelope } from '../../../../lib/versions/changes/event-envelope.js';

describe('the event envelope change', () => {
  it('turns the newest payload back into {type, timestamp, data}, in that order', () => {
    const newest = { id: 'evt_1', type: 'page.created', created_at: '2026-11-28T00:00:00Z', data: { site_id: 's' } };
    const older = eventEnvelope.event?.(newest);
    expect(JSON.stringify(older)).toBe(
      '{"type":"page.created","timestamp":"2026-11-28T00:00:00Z","data":{"site_id":"s"}}',
    );
  });
});
