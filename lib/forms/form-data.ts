/**
 * The text fields a form posted, by name: files, unknown names and the
 * framework's own fields (`$ACTION_…`) are left out, so nothing the form
 * does not have reaches its schema.
 */
export function textFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
