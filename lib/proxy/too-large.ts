import { FORM_BODY_BYTES } from '@agency/rules/limits';

export const FORM_TOO_LARGE_ID = 'form-too-large';

export const FORM_BODY_MEGABYTES = Math.floor(FORM_BODY_BYTES / (1024 * 1024));

// The framework's proxy would cut such a body short and the Server Action fail with a bare 500;
// the length is known before the body is read. Without one, the framework's limit applies.
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
