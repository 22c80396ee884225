import { useActionState, useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { initialFormState, serverFieldErrors, type FormState } from './formState';

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * A form's Server Action as its `action`, through useActionState: the form
 * posts (never a GET with the fields in the address) even before its scripts
 * run, and the page rendered for that post shows the action's answer. With
 * the scripts running, the form's own submit handler takes over. `errors` and
 * `values` are that answer's, for react-hook-form's first render. `page` is
 * the public address of the page the form is on: where the form posts (an
 * empty `action=""` is invalid HTML), and the page that shows the answer.
 *
 * The action is passed as imported, not bound to arguments here: a reference
 * bound in a client component is a new one on every server render, and
 * React's server renderer retried such a form forever after a post. The
 * language travels in the form instead (LangField).
 */
export function usePostedForm<T extends FieldValues>(action: Action, page: string) {
  const [state, formAction] = useActionState(action, initialFormState, page);
  const errors = useMemo(() => serverFieldErrors(state) as FieldErrors<T> | undefined, [state]);
  return { state, formAction, errors, values: state.values };
}
