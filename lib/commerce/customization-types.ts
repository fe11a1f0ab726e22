/**
 * Types of a custom field definition (a "customization"). Channels share this vocabulary; this
 * copy keeps commerce independent of lib/channels until the two lists are unified in one module.
 */
export const CUSTOMIZATION_TYPES = [
  'string',
  'text',
  'integer',
  'float',
  'boolean',
  'date',
  'select',
  'file',
  'belongs_to',
  // Custom fields of customers and products (lib/custom-fields) also take these.
  'number',
  'email',
  'url',
] as const;

export type CustomizationType = (typeof CUSTOMIZATION_TYPES)[number];
