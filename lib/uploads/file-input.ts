/** True for a `{"upload_id": "…"}` input where a file goes (and nothing else): the write resolves it to the upload's file object. */
export const isFileInput = (value: unknown): value is { upload_id: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { upload_id?: unknown }).upload_id === 'string';
