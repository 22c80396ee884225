import type { FormStatus } from './useFormFlow';

/** What the form shows for the site's answer: a state and errors at fields. */
export type Outcome = { status: FormStatus; fieldErrors: Record<string, string> };

// Key of an error about the whole request rather than one field (see lib/forms/field-errors.ts).
const WHOLE_FORM = '_form';

function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Reads a form route's answer. 422 `{ errors: { field: messageKey } }` marks
 * those fields; 413/415 about one photo `{ field: 'image_2' }` marks that
 * photo slot (too large / not an image). Anything the form cannot point at
 * is a general error, so the visitor is never told to fix a field that is
 * not marked.
 */
export function readAnswer(
  httpStatus: number,
  body: unknown,
  fileFields: readonly string[] = [],
): Outcome {
  if (httpStatus >= 200 && httpStatus < 300) return { status: 'sent', fieldErrors: {} };
  if (httpStatus === 429) return { status: 'limited', fieldErrors: {} };
  const answer = objectOf(body);
  if (httpStatus === 422) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, message] of Object.entries(objectOf(answer?.errors) ?? {})) {
      if (field !== WHOLE_FORM && typeof message === 'string') fieldErrors[field] = message;
    }
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors };
  }
  if ((httpStatus === 413 || httpStatus === 415) && typeof answer?.field === 'string') {
    if (fileFields.includes(answer.field)) {
      const message = httpStatus === 413 ? 'fileTooLarge' : 'fileType';
      return { status: 'invalid', fieldErrors: { [answer.field]: message } };
    }
  }
  return { status: 'error', fieldErrors: {} };
}
