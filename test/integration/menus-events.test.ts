import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Received, type Receiver } from '../../harness/webhook-receiver.js';
import { unique, useApi, type Owner } from '../helpers/api.js';

// Menu and redirect changes reach webhooks through the event registry, page moves included.
const api = useApi({ events: true });
let owner: Owner;
let receiver: Receiver;

const as = () => ({ token: owner.token, site: owner.site.id });

beforeAll(async () => {
  owner = await api.owner();
  receiver = await startReceiver();
  const webhook = await api.request('POST', '/webhooks', {
    ...as(),
    body: { url: `${receiver.url}/nav`, events: ['menu.*', 'redirect.*'] },
  });
  expect(webhook.status, webhook.text).toBe(201);
});
afterAll(async () => {
  await receiver.close();
});

const event = (request: Received) =>
  JSON.parse(request.body) as { type: string; data: { object: Record<string, unknown> } };
const ofType = (type: string, match: (object: Record<string, unknown>) => boolean) => (request: Received) => {
  const sent = event(request);
  return sent.type === type && match(sent.data.object);
};

describe('navigation events', () => {
  it('sends menu.created, menu.updated and menu.deleted', async () => {
    const menu = await api.request('POST', '/menus', { ...as(), body: { name: unique('Events ') } });
    expect(menu.status).toBe(201);
    await api.request('PATCH', `/menus/${menu.body.id}`, { ...as(), body: { name: 'Renamed' } });
    await api.request('DELETE', `/menus/${menu.body.id}`, as());
    for (const type of ['menu.created', 'menu.updated', 'menu.deleted']) {
      const [sent] = await receiver.waitFor(
        1,
        ofType(type, (object) => object.id === menu.body.id),
        15_000,
      );
      expect(event(sent as Received).data.object).toMatchObject({ id: menu.body.id, slug: menu.body.slug });
    }
  });

  it('sends redirect.created for a page move and redirect.deleted when a page takes the path back', async () => {
    const page = await api.request('POST', '/pages', { ...as(), body: { title: unique('Moving ') } });
    const old = `/${page.body.fullpath}`;
    const moved = await api.request('PATCH', `/pages/${page.body.id}`, {
      ...as(),
      body: { slug: `${page.body.slug}-2` },
    });
    expect(moved.status).toBe(200);
    const [created] = await receiver.waitFor(
      1,
      ofType('redirect.created', (object) => object.source === old),
      15_000,
    );
    expect(event(created as Received).data.object).toMatchObject({
      source: old,
      target: `/${moved.body.fullpath}`,
      status_code: 301,
    });
    const back = await api.request('PATCH', `/pages/${page.body.id}`, { ...as(), body: { slug: page.body.slug } });
    expect(back.status).toBe(200);
    await receiver.waitFor(
      1,
      ofType('redirect.deleted', (object) => object.source === old),
      15_000,
    );
  });
});
