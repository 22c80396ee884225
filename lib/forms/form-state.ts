import type { Option } from '@/lib/options/types';

/** The states every form goes through, in the browser and in its Server Action's answer. */
export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'error' | 'limited';

/**
 * What a form's Server Action answers, with or without the page's scripts:
 * the state, the errors at their fields (message keys), what the visitor
 * typed (given back unless it was sent, so nothing has to be typed again)
 * and, for the get-scouted form, the states and cities of the places already
 * chosen, so the next render can offer them without scripts.
 */
export type FormState = {
  status: FormStatus;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** A message key of the `Errors` namespace that says more than the status does. */
  notice?: string;
  /** Talents of a quote the catalogue no longer lists (their ids), for the form to name. */
  unavailable?: number[];
  options?: { states?: Option[]; cities?: Option[] };
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
