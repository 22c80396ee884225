import type { Option } from '@/lib/options/types';

export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'error' | 'limited';

// Typed values come back unless sent; the recruitment form also gets the chosen places' states and
// cities, so the next render can offer them without scripts.
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

export function serverFieldErrors(state: FormState) {
  const entries = Object.entries(state.fieldErrors);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'server', message }]),
  );
}
