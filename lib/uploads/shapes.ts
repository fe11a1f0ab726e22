import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentUpload, Upload } from './present.js';
import type { uploadSchema } from './response-schemas.js';
import type { CreateUpload } from './schemas.js';

// An upload, written four times (record, write schema, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type UploadShapes = Agreed<
  ShapesAgree<{
    record: Upload;
    write: CreateUpload;
    response: z.infer<typeof uploadSchema>;
    // The object key is the upload's own business (the file object shows its URLs); the write's
    // declared file becomes the stored facts.
    presented: ReturnType<typeof presentUpload>;
    internal: 'site_id' | 'key';
    derived: 'url';
  }>
>;
