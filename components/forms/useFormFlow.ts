import { useEffect, useState, type RefObject } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { firstInvalidControl } from './focusFirstInvalid';
import { readAnswer } from './serverAnswer';

// The states every form goes through; 'needsScripts' when a form posted
// without its scripts cannot be sent that way (its Server Action says so).
export type FormStatus =
  'idle' | 'invalid' | 'sending' | 'sent' | 'error' | 'limited' | 'needsScripts';

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'formState'>;

/**
 * Runs a submission: 'sending' while it is under way, 'sent' only when the
 * site answered that the agency stored it, otherwise the answer's errors are
 * shown at their fields or as a general notice (the form keeps what the
 * visitor typed). After an invalid attempt, focus goes to the first marked
 * field in page order. `fileFields` are the photo inputs a 413/415 answer
 * may name; `formRef` is the form element, where the fields are looked up;
 * `initial` is the state a submission made before the scripts ran left.
 */
export function useFormFlow<T extends FieldValues>(
  { setError, formState }: Form<T>,
  formRef: RefObject<HTMLFormElement | null>,
  fileFields: readonly string[] = [],
  initial: FormStatus = 'idle',
) {
  const [status, setStatus] = useState<FormStatus>(initial);
  // Fields to focus once the form is enabled again after sending.
  const [pendingFocus, setPendingFocus] = useState<string[] | null>(null);
  const hasErrors = Object.keys(formState.errors).length > 0;

  useEffect(() => {
    if (!pendingFocus || !formRef.current) return;
    firstInvalidControl(formRef.current, pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus, formRef]);

  function onInvalid(errors: FieldErrors<T>) {
    setStatus('invalid');
    const form = formRef.current;
    if (form) firstInvalidControl(form, Object.keys(errors))?.focus();
  }

  async function send(request: () => Promise<Response>): Promise<void> {
    setStatus('sending');
    let response: Response;
    try {
      response = await request();
    } catch {
      setStatus('error');
      return;
    }
    const body: unknown = response.ok ? null : await response.json().catch(() => null);
    const outcome = readAnswer(response.status, body, fileFields);
    for (const [field, message] of Object.entries(outcome.fieldErrors)) {
      setError(field as Path<T>, { type: 'server', message });
    }
    setStatus(outcome.status);
    if (outcome.status === 'invalid') setPendingFocus(Object.keys(outcome.fieldErrors));
  }

  // "Complete the required fields" holds only while a field is still marked:
  // once the visitor has corrected them all, the notice goes away.
  const shown: FormStatus = status === 'invalid' && !hasErrors ? 'idle' : status;
  const busy = status === 'sending';

  return {
    status: shown,
    setStatus,
    send,
    onInvalid,
    busy,
    locked: busy || status === 'sent',
  };
}
