/** Fails on an error status, so the caller shows its "failed" state. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as T;
}
