import type { APIRequestContext } from '@playwright/test';

// A form posted as a browser without scripts posts it: the page's own form,
// with the framework's hidden fields that name its Server Action, sent to the
// page's address. The answer is the page rendered with the action's answer.

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescape = (text: string) => text.replace(/&(quot|amp|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/** The hidden `$ACTION_…` fields of the first form in a page's HTML, or of the first with `testId`. */
export function actionFieldsIn(html: string, testId?: string): Record<string, string> {
  const pattern = testId
    ? new RegExp(`<form\\b[^>]*data-testid="${testId}"[\\s\\S]*?</form>`)
    : /<form\b[\s\S]*?<\/form>/;
  const form = pattern.exec(html)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="(\$ACTION_[^"]*)"/.exec(input[0])?.[1];
    if (!name) continue;
    fields[unescape(name)] = unescape(/\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '');
  }
  if (Object.keys(fields).length === 0) throw new Error('no Server Action form in the page');
  return fields;
}

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

/**
 * The same without a browser, from any test: posts the form `testId` of the page at `url` with
 * `values` (its own hidden fields other than the framework's included), a cookie header kept as
 * given. The answer is not followed: a redirect is the action's own.
 */
export async function sendForm(
  url: string,
  testId: string,
  values: Record<string, string>,
  cookie = '',
): Promise<Response> {
  const page = await fetch(url, { headers: { cookie } });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const body = new FormData();
  for (const [name, value] of Object.entries(actionFieldsIn(await page.text(), testId)))
    body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return fetch(url, {
    method: 'POST',
    headers: { origin: new URL(url).origin, cookie },
    body,
    redirect: 'manual',
  });
}

/** The `name=value` pairs a response's cookies set, as a cookie header sends them back. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

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
