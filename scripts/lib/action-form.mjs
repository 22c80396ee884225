// A page's Server Action form posted as a browser without scripts posts it, without a browser:
// the framework's hidden fields that name the action, read from the page's HTML, plus the
// visitor's values, sent to the page's address. For the tests and the bench.

const ENTITIES = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** HTML text with React's five escapes undone. */
export const unescapeHtml = (text) =>
  text.replace(/&(quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);

/** The hidden `$ACTION_…` fields of the first form in a page's HTML, or of the first with `testId`. */
export function actionFieldsIn(html, testId) {
  const pattern = testId
    ? new RegExp(`<form\\b[^>]*data-testid="${testId}"[\\s\\S]*?</form>`)
    : /<form\b[\s\S]*?<\/form>/;
  const form = pattern.exec(html)?.[0] ?? '';
  const fields = {};
  for (const input of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="(\$ACTION_[^"]*)"/.exec(input[0])?.[1];
    if (!name) continue;
    fields[unescapeHtml(name)] = unescapeHtml(/\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '');
  }
  if (Object.keys(fields).length === 0) throw new Error('no Server Action form in the page');
  return fields;
}

/**
 * Posts `values` with the action `fields` to `url` (a cookie header kept as given). The answer
 * is not followed: a redirect is the action's own.
 */
export function postAction(url, fields, values, cookie = '') {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...values })) body.append(name, value);
  return fetch(url, {
    method: 'POST',
    headers: { origin: new URL(url).origin, cookie },
    body,
    redirect: 'manual',
  });
}

/** Posts `values` through the form `testId` of the page at `url`, read first. */
export async function sendForm(url, testId, values, cookie = '') {
  const page = await fetch(url, { headers: { cookie } });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  return postAction(url, actionFieldsIn(await page.text(), testId), values, cookie);
}

/** The `name=value` pairs a response's cookies set, as a cookie header sends them back. */
export const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
