import { SAFETY_ERRORS } from '@agency/rules/safety';
import { FORM_ERROR_KEY } from '@/lib/forms/field-errors';
import type { ValidationKey } from '@/lib/forms/messages';

// The agency API refuses with `422 {errors: {<field>: [<code>, ...]}}`: each code becomes the
// key the site's own check would have given.

const FILE_FIELD = /^image_\d+$/;

function keyFor(field: string, code: string): ValidationKey {
  // The age and consent rules are the site's own schema in the agency API: same keys.
  if ((SAFETY_ERRORS as readonly string[]).includes(code)) return code as ValidationKey;
  if (FILE_FIELD.test(field)) {
    if (code === 'required') return 'fileRequired';
    if (code === 'max') return 'fileTooLarge';
    return 'fileType';
  }
  if (field === 'favorites') {
    if (code === 'required') return 'favoritesRequired';
    if (code === 'max') return 'tooManyFavorites';
    return 'invalidOption';
  }
  switch (code) {
    case 'required':
      return 'required';
    case 'email':
      return 'invalidEmail';
    case 'date':
      return 'invalidDate';
    case 'max':
      return 'tooLong';
    default:
      return 'invalidOption';
  }
}

/** A refusal of a field the form lacks (or without field errors) goes on the form as a whole. */
export function apiFieldErrors(
  body: unknown,
  formFields: readonly string[],
): Record<string, string> {
  const given =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const errors: Record<string, string> = {};
  if (typeof given === 'object' && given !== null) {
    for (const [field, codes] of Object.entries(given)) {
      const code = Array.isArray(codes) && typeof codes[0] === 'string' ? codes[0] : 'invalid';
      const target = formFields.includes(field) ? field : FORM_ERROR_KEY;
      errors[target] ??= keyFor(field, code);
    }
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR_KEY] = 'invalidOption';
  return errors;
}
