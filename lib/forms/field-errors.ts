export const FORM_ERROR_KEY = '_form';

/** Structural, so it takes a ZodError without tying callers to zod's class. */
type IssueList = {
  issues: readonly {
    path: readonly PropertyKey[];
    message: string;
    code?: string;
    keys?: readonly string[];
  }[];
};

/** What a form's validate function answers, in the browser's resolver and in its Server Action. */
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

type Schema<T> = {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: IssueList };
};

/** One parse of a whole form, its refusals as one message key per field. */
export function validateWith<T>(schema: Schema<T>, values: unknown): Validated<T> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

// Forms are flat: a nested issue (`favorites.0.id`) goes on its top-level field. The first issue
// wins: the schemas list the most basic reason ('required') first.
export function fieldErrors(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    // A field the form does not have (a tampered request): named, with our own key.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) errors[key] ??= 'unknownField';
      continue;
    }
    const first = issue.path[0];
    const field = first === undefined ? FORM_ERROR_KEY : String(first);
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
}
