import { startTransition, useActionState, useEffect, useMemo, useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import {
  initialFormState,
  serverFieldErrors,
  type FormState,
  type FormStatus,
} from '@/lib/forms/form-state';
import type { Validated } from '@/lib/forms/field-errors';
import { textFields } from '@/lib/forms/form-data';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { FORM_NOTICE_ID } from './FormNotice';
import { useFormRecovery } from './FormRecovery';

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

type Hooks<T extends FieldValues> = {
  before?: () => Promise<unknown> | void;
  adjust?: (data: FormData, values: T) => void;
};

type Options<T extends FieldValues> = {
  // Where the form posts before its scripts run (an empty `action=""` is invalid HTML); the
  // answer is that page, opened at the form's notice.
  page: string;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  checkboxes?: readonly string[];
};

/**
 * useActionState holds the form's one state, the action's last answer, whether the page's scripts
 * ran or not. With them, react-hook-form checks the fields first (the resolver calls the form's
 * validate function, as the action does) and the form's own data is dispatched in a transition.
 *
 * The action is passed as imported, not bound: a reference bound in a client component is new
 * on every server render, and React retried such a form forever after a post (HiddenFields).
 */
export function useActionForm<T extends FieldValues>(action: Action, options: Options<T>) {
  // Without scripts the browser posts to the page, and the answer opens at the form's notice, at
  // the top of the form with the error summary under it.
  const permalink = `${options.page}#${FORM_NOTICE_ID}`;
  // A form mounted again after a post that got no answer starts from what was typed (FormRecovery).
  const recovery = useFormRecovery();
  const [state, formAction, pending] = useActionState(
    action,
    recovery.initial ?? initialFormState,
    permalink,
  );
  const errors = useMemo(() => serverFieldErrors(state) as FieldErrors<T> | undefined, [state]);
  const boxes = options.checkboxes ?? [];
  const typed: Record<string, string | boolean> = { ...state.values };
  for (const box of boxes) if (box in typed) typed[box] = true;
  const form = useForm<T>({
    resolver: options.resolver,
    defaultValues: { ...options.defaultValues, ...typed } as DefaultValues<T>,
    errors,
    // Focus goes to the first invalid field in page order instead (firstInvalidControl).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  useEffect(() => {
    if (!pending) recovery.remember(null);
  }, [state, pending, recovery]);

  useEffect(() => {
    if (pending || state.status !== 'invalid' || !formRef.current) return;
    firstInvalidControl(formRef.current, Object.keys(state.fieldErrors))?.focus();
  }, [state, pending]);

  // register() fills the fields only once the scripts run: what the action gave back goes into
  // the server's HTML too (the honeypot excepted, as a person leaves it empty).
  const register: UseFormRegister<T> = (name, rules) => {
    const registration = form.register(name, rules);
    if (!(name in state.values) || name === HONEYPOT_FIELD) return registration;
    return boxes.includes(name)
      ? { ...registration, defaultChecked: true }
      : { ...registration, defaultValue: state.values[name] };
  };

  const onInvalid = (invalid: FieldErrors<T>) => {
    if (formRef.current) firstInvalidControl(formRef.current, Object.keys(invalid))?.focus();
  };

  const onSubmit =
    ({ before, adjust }: Hooks<T> = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void (before?.() ?? Promise.resolve()).then(() =>
        form.handleSubmit((values) => {
          const data = new FormData(element);
          adjust?.(data, values);
          recovery.remember(textFields(data, typedNames(values)));
          startTransition(() => formAction(data));
        }, onInvalid)(),
      );
    };

  // A field still marked (by the browser's check or the answer) says "invalid"; once all are fixed,
  // the answer's "invalid" no longer holds.
  const status: FormStatus = pending
    ? 'sending'
    : hasErrors
      ? 'invalid'
      : state.status === 'invalid'
        ? 'idle'
        : state.status;

  // The error summary lists what a post was refused for: after a send, not as a photo is chosen.
  const refused =
    status === 'invalid' && (form.formState.isSubmitted || state.status === 'invalid');

  return {
    form: { ...form, register },
    refused,
    formRef,
    formAction,
    state,
    status,
    onSubmit,
    busy: pending,
    locked: pending || status === 'sent',
  };
}

/**
 * A form's validate function as react-hook-form's resolver: the browser checks with the very function
 * its Server Action calls, so both refuse the same fields with the same message keys.
 */
export function formResolver<T extends FieldValues>(
  validate: (values: T) => Validated<unknown>,
): Resolver<T> {
  return (values) => {
    const validated = validate(values);
    if (validated.ok) return { values, errors: {} };
    const errors = Object.entries(validated.errors).map(([field, message]) => [
      field,
      { type: 'validate', message },
    ]);
    return { values: {}, errors: Object.fromEntries(errors) as FieldErrors<T> };
  };
}

// What a form mounted again can give back: the text of its own fields, not the honeypot's.
const typedNames = (values: FieldValues) =>
  Object.keys(values).filter((name) => name !== HONEYPOT_FIELD);

// react-hook-form focuses in the order fields were registered, not the order people read.
function firstInvalidControl(form: HTMLFormElement, invalid: Iterable<string>) {
  const names = new Set(invalid);
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (element instanceof HTMLElement && name && names.has(name) && !element.matches(':disabled'))
      return element;
  }
  return null;
}
