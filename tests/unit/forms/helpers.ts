// Test helper: the message key a schema reports first for one field.
type SafeParser = {
  safeParse: (input: unknown) =>
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};

export function errorFor(schema: SafeParser, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => String(issue.path[0] ?? '') === field)?.message;
}

export function without<T extends object>(input: T, field: string): Partial<T> {
  const copy = { ...input } as Record<string, unknown>;
  delete copy[field];
  return copy as Partial<T>;
}
