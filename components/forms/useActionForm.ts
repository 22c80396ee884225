import { startTransition, useActionState, useEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import {
  initialFormState,
  serverFieldErrors,
  type FormState,
  type FormStatus,
} from '@/lib/forms/form-state';
import { firstInvalidControl } from './focusFirstInvalid';

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

type Options<T extends FieldValues> = {
  /**
   * The public address of the page the form is on: where it posts before its
   * scripts run (an empty `action=""` is invalid HTML) and the page that then
   * shows the answer.
   */
  page: string;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** What the action gave back of the visitor's typing, as the form holds it. */
  fromPosted?: (values: Record<string, string>) => Partial<T>;
};

/**
 * A form whose one door is its Server Action. Without scripts the browser
 * posts to it; with them react-hook-form checks the fields with the form's
 * schema first and then hands the same action the form's own data, in a
 * transition. Either way the page shows the action's answer: its state,
 * the errors at their fields (focus goes to the first one in page order)
 * and what was typed.
 *
 * The action is passed as imported, not bound to arguments: a reference
 * bound in a client component is a new one on every server render, and
 * React's server renderer retried such a form forever after a post. The
 * language travels in the form instead (LangField).
 */
export function useActionForm<T extends FieldValues>(action: Action, options: Options<T>) {
  const [state, formAction, pending] = useActionState(action, initialFormState, options.page);
  const errors = useMemo(() => serverFieldErrors(state) as FieldErrors<T> | undefined, [state]);
  const posted = options.fromPosted?.(state.values) ?? state.values;
  const form = useForm<T>({
    resolver: options.resolver,
    defaultValues: { ...options.defaultValues, ...posted } as DefaultValues<T>,
    errors,
    // Focus goes to the first invalid field in page order instead (firstInvalidControl).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // An attempt the browser's own check stopped, until the next one is sent.
  const [stopped, setStopped] = useState(false);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  useEffect(() => {
    if (state.status !== 'invalid' || !formRef.current) return;
    firstInvalidControl(formRef.current, Object.keys(state.fieldErrors))?.focus();
  }, [state]);

  /** Sends the form's data (built by the caller from the form element) through the action. */
  const submit = (formData: FormData) => {
    setStopped(false);
    startTransition(() => formAction(formData));
  };

  const onInvalid = (invalid: FieldErrors<T>) => {
    setStopped(true);
    if (formRef.current) firstInvalidControl(formRef.current, Object.keys(invalid))?.focus();
  };

  const answered: FormStatus = stopped ? 'invalid' : state.status;
  // "Complete the required fields" holds only while a field is still marked.
  const status: FormStatus = pending
    ? 'sending'
    : answered === 'invalid' && !hasErrors
      ? 'idle'
      : answered;

  return {
    form,
    formRef,
    formAction,
    state,
    status,
    submit,
    onInvalid,
    busy: pending,
    locked: pending || status === 'sent',
  };
}
