import { getRecordById, putRecord, SINGLETON, type Stored } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { taxKeys } from './keys.js';
import type { TaxSettingsInput } from './schemas.js';
import type { TaxSettings } from './settings-record.js';
import { normalizeVatNumber } from './vat-numbers.js';

export type { TaxSettings, TaxRate, SellerAddress } from './settings-record.js';

/** A site's tax settings: one item per site, replaced whole by every save (the last write wins). */
export const taxSettings: Stored<TaxSettings> = { name: 'Tax settings', key: (siteId) => taxKeys.settings(siteId) };

/** The settings as stored, or undefined before they were first saved: one GetItem. */
export const getTaxSettings = (siteId: string): Promise<TaxSettings | undefined> =>
  getRecordById(taxSettings, siteId, SINGLETON);

const orNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** Replaces the settings (what is absent takes its default): one PutItem. */
export const saveTaxSettings = async (siteId: string, input: TaxSettingsInput): Promise<TaxSettings> => {
  const saved: TaxSettings = {
    prices_include_tax: input.prices_include_tax,
    origin_country: input.origin_country,
    oss: input.oss,
    rates: input.rates.map((rate) => ({ country: rate.country, rate: rate.rate, category: rate.category ?? null })),
    legal_name: orNull(input.legal_name),
    address: input.address
      ? {
          address1: input.address.address1,
          address2: orNull(input.address.address2),
          zip: input.address.zip,
          city: input.address.city,
          province: orNull(input.address.province),
          country: input.address.country,
        }
      : null,
    vat_number: orNull(input.vat_number) === null ? null : normalizeVatNumber(input.vat_number as string),
    updated_at: timestamp(),
  };
  await putRecord(taxSettings, siteId, SINGLETON, saved);
  return saved;
};

/** The settings as shown: the defaults (no taxes) before they were first saved. */
export const presentTaxSettings = (settings: TaxSettings | undefined) => ({
  prices_include_tax: settings?.prices_include_tax ?? false,
  origin_country: settings?.origin_country ?? null,
  oss: settings?.oss ?? false,
  rates: (settings?.rates ?? []).map((rate) => ({ country: rate.country, rate: rate.rate, category: rate.category })),
  legal_name: settings?.legal_name ?? null,
  address: settings?.address ?? null,
  vat_number: settings?.vat_number ?? null,
  updated_at: settings?.updated_at ?? null,
});
