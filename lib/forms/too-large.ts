import { FORM_BODY_BYTES } from '@agency/rules/limits';

/** The id of the notice each form page shows when its post was too large. */
export const FORM_TOO_LARGE_ID = 'form-too-large';

/** The limit as the notice words it, in whole megabytes. */
export const FORM_BODY_MEGABYTES = Math.floor(FORM_BODY_BYTES / (1024 * 1024));

/**
 * Where a form post larger than the framework reads is sent back to: its own
 * page, on the notice that says so. The framework's proxy would cut such a
 * body short and the Server Action fail to parse it, a bare 500; the length
 * is known before the body is read. Without a declared length (rare for a
 * browser's form post) the framework's limit still applies.
 */
export function tooLargePostTarget(request: {
  method: string;
  headers: Headers;
  nextUrl: URL;
}): URL | null {
  if (request.method !== 'POST') return null;
  const length = Number(request.headers.get('content-length'));
  if (!(length > FORM_BODY_BYTES)) return null;
  const form = new URL(request.nextUrl);
  form.search = '';
  form.hash = FORM_TOO_LARGE_ID;
  return form;
}
