import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { bundleFunctions, contentsOf, joseRoutes } from '../../harness/bundles.js';

// Round-trip budgets: jose, zod schemas of other routes and the CDK never end up in a bundle that does not
// need them. Every function is bundled (in memory) with the CDK stack's options and its inputs read
// from esbuild's metafile; `npm run bench` adds sizes and load times.
describe('what each function bundle holds', () => {
  it("keeps jose to the OAuth bundles, the CDK and the Lambda client out of all, the S3 client and the sniffers to the routes that use them, and other domains' route schemas out of each", async () => {
    const { metafile } = await bundleFunctions(join(tmpdir(), 'site-api-bundle-contents'), false);
    const found = routes.map((route) => ({ name: route.name, ...contentsOf(metafile, route.name) }));
    expect(found.filter((f) => f.hasJose && !joseRoutes.has(f.name)).map((f) => f.name)).toEqual([]);
    expect(found.filter((f) => f.hasCdk).map((f) => f.name)).toEqual([]);
    expect(
      found.filter((f) => f.foreignSchemas.length).map((f) => `${f.name}: ${f.foreignSchemas.join(', ')}`),
    ).toEqual([]);
    // Lambda is invoked by a signed request of our own (lib/aws/lambda-invoke.ts): its client
    // (~200 KB) would otherwise sit in every write bundle that may run a before-hook.
    expect(found.filter((f) => f.sdkClients.includes('client-lambda')).map((f) => f.name)).toEqual([]);
    // S3's client only where an upload's object is presigned, read or deleted, a large customer
    // export stored, or an invoice document stored and read back; the sniffers only in complete.
    expect(
      found
        .filter((f) => f.sdkClients.includes('client-s3'))
        .map((f) => f.name)
        .sort(),
    ).toEqual([
      'complete-upload',
      'create-upload',
      'delete-upload',
      'export-customer',
      'get-credit-note-pdf',
      'get-order-invoice-pdf',
    ]);
    expect(found.filter((f) => f.hasSniffers).map((f) => f.name)).toEqual(['complete-upload']);
    // The cron parser only where cloud code's schedules are validated (a push's send_at is an at() of its own).
    expect(
      found
        .filter((f) => f.hasCronParser)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['activate-cloud-code-deployment', 'create-cloud-code-deployment']);
    // Stripe's and Mollie's SDKs only where a payment or refund is started, a payment captured or released, or a provider's webhook verified.
    expect(
      found
        .filter((f) => f.hasPaymentSdks)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['capture-payment', 'create-payment', 'create-refund', 'receive-payment-webhook', 'void-payment']);
    // pdf-lib and its font engine (~1 MB) only where an invoice or a credit note is rendered; the font is a runtime file.
    expect(
      found
        .filter((f) => f.hasPdf)
        .map((f) => f.name)
        .sort(),
    ).toEqual(['get-credit-note-pdf', 'get-order-invoice-pdf']);
    // The check sees what it looks for: the token endpoint does carry jose, every bundle DynamoDB's client.
    expect(found.filter((f) => !f.sdkClients.includes('client-dynamodb')).map((f) => f.name)).toEqual([]);
    expect(found.find((f) => f.name === 'oauth-token')?.hasJose).toBe(true);
  }, 120_000);
});
