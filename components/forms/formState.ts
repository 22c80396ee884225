import type { FormStatus } from './useFormFlow';

/**
 * What a form's Server Action answers, and so what the page shows after a
 * submission sent before (or without) the scripts: the state, the errors at
 * their fields, and what the visitor typed, so nothing has to be typed again.
 */
export type FormState = {
  status: FormStatus;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

export const initialFormState: FormState = { status: 'idle', fieldErrors: {}, values: {} };

/** The state's field errors as react-hook-form holds them; undefined when there are none. */
export function serverFieldErrors(state: FormState) {
  const entries = Object.entries(state.fieldErrors);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'server', message }]),
  );
}
