import type { APIRequestContext } from '@playwright/test';
import { actionFieldsIn, unescapeHtml as unescape } from '../../../scripts/lib/action-form.mjs';

// A form posted as a browser without scripts posts it: the page's own form,
// with the framework's hidden fields that name its Server Action, sent to the
// page's address. The answer is the page rendered with the action's answer.

export { actionFieldsIn, cookiesOf, sendForm } from '../../../scripts/lib/action-form.mjs';

/** The action fields of the page at `path`, and its origin. */
async function actionFields(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  return { fields: actionFieldsIn(await page.text()), origin: new URL(page.url()).origin };
}

type Value = string | { name: string; mimeType: string; buffer: Buffer };

/** Posts `values` through the form of the page at `path`, as a browser without scripts does. */
export async function postForm(
  request: APIRequestContext,
  path: string,
  values: Record<string, Value | Value[]>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const action = await actionFields(request, path);
  for (const [name, value] of Object.entries(action.fields)) form.append(name, value);
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string') form.append(name, one);
      else
        form.append(name, new Blob([new Uint8Array(one.buffer)], { type: one.mimeType }), one.name);
    }
  }
  // A browser names the page's origin, which the framework compares with the host.
  const response = await request.post(path, {
    multipart: form,
    headers: { Origin: action.origin, ...headers },
  });
  const html = await response.text();
  return { response, html, ...answerIn(html) };
}

/** What the answered page shows: the form's notice and the message at each field. */
export function answerIn(html: string) {
  const notice = /data-testid="form-notice"[^>]*data-status="(\w+)"[^>]*>([\s\S]*?)<\/p>/.exec(
    html,
  );
  const errors: Record<string, string> = {};
  for (const match of html.matchAll(/data-testid="error-[a-z]+-(\w+)"[^>]*>([^<]*)</g)) {
    errors[match[1]!] = unescape(match[2]!);
  }
  return {
    status: notice?.[1] ?? null,
    notice: unescape((notice?.[2] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')),
    errors,
  };
}
