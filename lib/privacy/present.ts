import type { Erasure } from './erasures.js';

/** An erasure as the API shows it. */
export const presentErasure = (erasure: Erasure) => ({
  id: erasure.id,
  erased: true as const,
  requested_at: erasure.requested_at,
  completed_at: erasure.completed_at,
});
