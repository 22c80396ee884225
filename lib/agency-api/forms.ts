import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { ApiRejectedError, ApiUnavailableError } from './errors';
import { send } from './http';

export type FormKind = 'contact' | 'quote' | 'recruitment';

/** The panel API's own word for each form, in its path. */
const FORM_PATHS: Record<FormKind, string> = {
  contact: 'contact',
  quote: 'favorites',
  recruitment: 'get-scouted',
};
export type UploadFile = { field: string; name: string; type: string; bytes: Uint8Array };

/** Resolves only once the API said it stored the submission. */
export async function forwardForm(
  kind: FormKind,
  locale: Locale,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) {
    body.append(file.field, new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  }
  const response = await send('panel', {
    url: `/api/${FORM_PATHS[kind]}/${locale}`,
    method: 'POST',
    data: body,
  });
  if (response.status >= 200 && response.status < 300) return;
  if (response.status >= 400 && response.status < 500)
    throw new ApiRejectedError(response.status, response.data);
  throw new ApiUnavailableError(
    `The panel API did not store the ${kind} form (${response.status})`,
    response.status,
  );
}
