import * as z from 'zod/mini';

/** POST /orders/{order}/notes: a staff note, added to the order's history. */
export const createNoteSchema = z.strictObject({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(5000, 'must be at most 5000 characters')),
});
export type CreateNote = z.infer<typeof createNoteSchema>;
