import type { TokenRecord } from './token-record.js';
import type { User } from './users.js';

/** Public shape of a token. The secret appears only in the creation response. */
export const presentToken = (record: TokenRecord, base: string, secret?: string, now = Date.now()) => {
  const expiresAt = record.expiresAt;
  return {
    id: record.id,
    url: `${base}/tokens/${record.id}`,
    ...(secret !== undefined && { token: secret }),
    token_hint: record.hint,
    note: record.note ?? '',
    note_url: record.noteUrl ?? '',
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    scopes: record.scopes,
    app: record.app ?? { name: record.note || 'Personal access token', url: record.noteUrl || `${base}/tokens` },
    master_token: record.master,
    expires_in: expiresAt === undefined ? null : Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)),
    expired_at: expiresAt ?? null,
    site_wide: record.kind === 'site',
    site: record.siteId ?? null,
    last_used_at: record.lastUsedAt ?? null,
  };
};

/** Public shape of a user. */
export const presentUser = (user: User) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  created_at: user.createdAt,
});
