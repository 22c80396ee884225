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
