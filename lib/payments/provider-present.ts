import type { ProviderSettings } from './provider-record.js';

/** A provider's settings as the API shows them: secrets as `…last 4` at most, the sealed values never. */
export const presentProvider = (settings: ProviderSettings, base: string, siteId: string) => ({
  provider: settings.provider,
  url: `${base}/payment_providers/${settings.provider}`,
  enabled: settings.enabled,
  capture_method: settings.capture_method,
  secret_key: settings.hints.secret_key ?? null,
  webhook_secret: settings.hints.webhook_secret ?? null,
  api_key: settings.hints.api_key ?? null,
  webhook_url: `${base}/payments/webhooks/${settings.provider}/${siteId}`,
  created_at: settings.created_at,
  updated_at: settings.updated_at,
});
