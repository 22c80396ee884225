/**
 * Reads JSON from one of the site's own GET routes (a list's next page, the
 * states of a country), failing on an error status so that the caller shows
 * its "failed" state. An abort signal lets a caller drop an answer it no
 * longer needs.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as T;
}
