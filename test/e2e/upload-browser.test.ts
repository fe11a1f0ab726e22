import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';
import { chromiumPresent, launchChromium } from './chromium.js';

const hasChromium = chromiumPresent('upload-browser');

// A storefront's admin page on an origin of its own uploads an image as a browser does: it
// declares the file to the API, posts the bytes to the presigned form (straight to storage), and
// completes the upload; CORS on both the API and the bucket, a bearer token, no cookies.
const PAGE = `<!doctype html><meta charset="utf-8"><title>Upload</title>
<img id="shown" alt="">
<script>
window.upload = async ({ api, token, site }) => {
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 200 });
  const context = canvas.getContext('2d');
  context.fillStyle = '#c33'; context.fillRect(0, 0, 320, 200);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const checksum = btoa(String.fromCharCode(...digest));
  const headers = { authorization: 'Bearer ' + token, 'x-service-site': site, 'content-type': 'application/json' };
  const created = await fetch(api + '/uploads', { method: 'POST', headers, body: JSON.stringify({ filename: 'banner.png', content_type: 'image/png', size: bytes.length, checksum_sha256: checksum }) });
  const upload = await created.json();
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.upload.fields)) form.append(name, value);
  form.append('file', blob, 'banner.png');
  const posted = await fetch(upload.upload.url, { method: 'POST', body: form });
  const completed = await fetch(api + '/uploads/' + upload.id + '/complete', { method: 'POST', headers: { authorization: 'Bearer ' + token, 'x-service-site': site } });
  const done = await completed.json();
  const image = document.getElementById('shown');
  await new Promise((resolve, reject) => { image.onload = resolve; image.onerror = reject; image.src = done.file.url; });
  return { created: created.status, location: created.headers.get('location'), posted: posted.status, completed: completed.status, done, natural: [image.naturalWidth, image.naturalHeight] };
};
</script>`;

describe.skipIf(!hasChromium)('uploading from a browser page on another origin (Chromium)', () => {
  const api = useApi();
  let browser: Browser;
  let owner: Owner;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    owner = await api.owner();
    site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      site?.closeAllConnections();
      site?.close(() => resolve());
    });
  });

  it('creates the upload through the API, posts the image to storage and completes it, all cross-origin', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('requestfailed', (request) => {
      failures.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    });
    await page.goto(siteUrl);
    const origins = new Set(
      [siteUrl, api.url, process.env.AWS_ENDPOINT_URL_S3].map((url) => new URL(url as string).origin),
    );
    expect(origins.size).toBe(3);

    const result = await page.evaluate(
      (input) => (globalThis as unknown as { upload: (i: typeof input) => Promise<any> }).upload(input),
      { api: api.url, token: owner.token, site: owner.site.id },
    );
    expect(failures).toEqual([]);
    expect(result).toMatchObject({
      created: 201,
      posted: 204,
      completed: 200,
      location: expect.stringContaining('/uploads/'),
    });
    expect(result.done).toMatchObject({
      status: 'ready',
      content_type: 'image/png',
      file: { width: 320, height: 200, filename: 'banner.png' },
    });
    expect(result.natural).toEqual([320, 200]);
    // The JSON calls with Authorization were preflighted by the browser, and the API said yes.
    expect(api.requestLog).toContainEqual({ method: 'OPTIONS', path: '/uploads', status: 204 });
    const stored = await api.request('GET', `/uploads/${result.done.id}`, { token: owner.token, site: owner.site.id });
    expect(stored.body.file.checksum).toBe(result.done.file.checksum);
  });
});
