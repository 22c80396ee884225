import {
  useActionState,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type FormEvent,
} from 'react';
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
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { firstInvalidControl } from './focusFirstInvalid';

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

type Hooks<T extends FieldValues> = {
  before?: () => Promise<unknown> | void;
  adjust?: (data: FormData, values: T) => void;
};

type Options<T extends FieldValues> = {
  /**
   * The public address of the page the form is on: where it posts before its
   * scripts run (an empty `action=""` is invalid HTML) and the page that then
   * shows the answer.
   */
  page: string;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The form's boxes: one the action gives back was ticked, and is held as true. */
  checkboxes?: readonly string[];
};

/**
 * A form whose one door is its Server Action: the browser posts to it without
 * scripts; with them react-hook-form checks the fields first, then calls it.
 *
 * The action is passed as imported, not bound to arguments: a reference
 * bound in a client component is a new one on every server render, and
 * React's server renderer retried such a form forever after a post. The
 * language travels in the form instead (LangField).
 */
export function useActionForm<T extends FieldValues>(action: Action, options: Options<T>) {
  // The answer to a post made without scripts (the page rendered for it),
  // then the answer to each submission the scripts made.
  const [posted, formAction] = useActionState(action, initialFormState, options.page);
  const [answer, setAnswer] = useState<FormState | null>(null);
  const [pending, startSending] = useTransition();
  const state = answer ?? posted;
  const errors = useMemo(() => serverFieldErrors(state) as FieldErrors<T> | undefined, [state]);
  const boxes = options.checkboxes ?? [];
  const typed: Record<string, string | boolean> = { ...posted.values };
  for (const box of boxes) if (box in typed) typed[box] = true;
  const form = useForm<T>({
    resolver: options.resolver,
    defaultValues: { ...options.defaultValues, ...typed } as DefaultValues<T>,
    errors,
    // Focus goes to the first invalid field in page order instead (firstInvalidControl).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // An attempt the browser's own check stopped, until the next one is sent.
  const [stopped, setStopped] = useState(false);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  // Once an answer names fields (and the form is enabled again), focus goes to the first.
  useEffect(() => {
    if (pending || state.status !== 'invalid' || !formRef.current) return;
    firstInvalidControl(formRef.current, Object.keys(state.fieldErrors))?.focus();
  }, [state, pending]);

  // register() fills the fields only once the scripts run: what the action gave
  // back is written into the server's HTML too, so a form answered without
  // scripts keeps what was typed (the honeypot excepted, as a person leaves it empty).
  const register: UseFormRegister<T> = (name, rules) => {
    const registration = form.register(name, rules);
    if (!(name in state.values) || name === HONEYPOT_FIELD) return registration;
    return boxes.includes(name)
      ? { ...registration, defaultChecked: true }
      : { ...registration, defaultValue: state.values[name] };
  };

  const onInvalid = (invalid: FieldErrors<T>) => {
    setStopped(true);
    if (formRef.current) firstInvalidControl(formRef.current, Object.keys(invalid))?.focus();
  };

  // The form's own data goes to the action, as the browser would post it: `before`
  // settles first (photos still being prepared), `adjust` may replace a value.
  const onSubmit =
    ({ before, adjust }: Hooks<T> = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void (before?.() ?? Promise.resolve()).then(() =>
        form.handleSubmit((values) => {
          const data = new FormData(element);
          adjust?.(data, values);
          setStopped(false);
          startSending(async () => {
            // A submission that never got its answer (the connection dropped)
            // is a general error, with the form as it was.
            const next = await action(state, data).catch((): FormState => ({
              ...state,
              status: 'error',
              fieldErrors: {},
            }));
            // After an await, an update is part of the transition only when marked so:
            // the answer and the end of "sending" then show together.
            startSending(() => setAnswer(next));
          });
        }, onInvalid)(),
      );
    };

  const answered: FormStatus = stopped ? 'invalid' : state.status;
  // "Complete the required fields" holds only while a field is still marked.
  const status: FormStatus = pending
    ? 'sending'
    : answered === 'invalid' && !hasErrors
      ? 'idle'
      : answered;

  return {
    form: { ...form, register },
    formRef,
    formAction,
    state,
    status,
    onSubmit,
    busy: pending,
    locked: pending || status === 'sent',
  };
}
