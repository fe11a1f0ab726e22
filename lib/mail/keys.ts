import { sitePk } from '../db/keys.js';

// Keys of the mail module's items, all in their site's partitions:
// - the send log: `<site>#MAIL_LOG` / Message-ID, one item per message (kept 30 days by TTL), so a
//   message is sent once even when its queue message comes again;
// - suppressions: `<site>#MAIL_SUPPRESSION` / address, one per address that bounced hard or
//   complained, never mailed again for that site.

export const mailKeys = {
  log: (siteId: string, messageId: string) => ({ pk: sitePk(siteId, 'MAIL_LOG'), sk: messageId }),
  suppressions: (siteId: string) => sitePk(siteId, 'MAIL_SUPPRESSION'),
  suppression: (siteId: string, address: string) => ({
    pk: sitePk(siteId, 'MAIL_SUPPRESSION'),
    sk: address.toLowerCase(),
  }),
};
