import type { FieldError } from '../http/errors.js';
import type { Customization } from '../commerce/customizations.js';

// The customization rules are shared with product types: lib/commerce/customizations.ts.
export { buildCustomizations, type Customization, type SelectOption } from '../commerce/customizations.js';

/** Each private field must name one of the profile's customizations. */
export const privateFieldProblems = (
  privateFields: readonly string[],
  customizations: readonly Customization[],
): FieldError[] => {
  const names = new Set(customizations.map((c) => c.name));
  return privateFields.flatMap((name, index) =>
    names.has(name)
      ? []
      : [
          {
            field: `private_fields.${index}`,
            message: `names no customization of this profile (${name})`,
            code: 'unknown_customization',
          },
        ],
  );
};
