/** Files, unknown names and the framework's `$ACTION_…` fields are left out. */
export function textFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
