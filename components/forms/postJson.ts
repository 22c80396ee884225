import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Shows the server's field errors (the same schema ran there) next to the fields. */
export async function applyServerErrors<T extends FieldValues>(
  response: Response | null,
  setError: UseFormSetError<T>,
) {
  if (!response || response.status !== 422) return;
  const body = (await response.json().catch(() => null)) as {
    errors?: Record<string, string>;
  } | null;
  for (const [field, message] of Object.entries(body?.errors ?? {})) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
