import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../../lib/events/event-map.js';
import { deliveryBody, newestPayload, renderPayload } from '../../../lib/webhooks/payload.js';

const event: WebhookEvent = {
  id: 'evt_1',
  payload: {
    type: 'page.updated',
    timestamp: '2026-11-28T10:00:00Z',
    data: { site_id: 's', object: { id: 'p' }, previous_attributes: { title: 'Old' } },
  },
};

describe('webhook payloads by version', () => {
  it('sends the first version byte for byte what was sent before versions, also to webhooks that name none', () => {
    const before = JSON.stringify(event.payload);
    expect(renderPayload(newestPayload(event), undefined)).toBe(before);
    expect(renderPayload(newestPayload(event), '2026-11-22')).toBe(before);
  });

  it('sends the newest shape to a webhook of the newest version', () => {
    expect(JSON.parse(renderPayload(newestPayload(event), '2026-12-01'))).toEqual({
      id: 'evt_1',
      type: 'page.updated',
      created_at: '2026-11-28T10:00:00Z',
      data: event.payload.data,
    });
  });
});

describe('deliveryBody', () => {
  const newest = JSON.stringify(newestPayload(event));
  it("renders a payload stored in the newest shape in the webhook's version", () => {
    const sent = deliveryBody({ payload: newest, payload_shape: 'newest' }, { api_version: '2026-11-22' });
    expect(JSON.parse(sent)).toEqual(event.payload);
    expect(deliveryBody({ payload: newest, payload_shape: 'newest' }, { api_version: '2026-12-01' })).toBe(newest);
  });

  it('sends a payload already rendered as stored, whatever its shape', () => {
    expect(deliveryBody({ payload: newest }, { api_version: '2026-11-22' })).toBe(newest);
  });
});
