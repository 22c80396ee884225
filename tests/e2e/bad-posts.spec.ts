import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { actionFieldsIn } from './support/actions';
import { submissions } from './support/api';
import { privatePorts } from './support/ports';
import { multipartBody, rawPost, type Part } from './support/raw-post';
import { createStack, serveStack } from './support/stack';

// Posts that no browser makes from our forms, sent to each form's Server Action as a page without
// scripts posts (multipart to the page's address) and as the scripts call it (Next-Action header):
// each is answered 400, 403 or 413 with a short text, nothing is stored, and the site logs no
// error. A private site and API, so that the site's log and the API's store are this file's alone.
const work = mkdtempSync(join(tmpdir(), 'agency-bad-posts-'));
const siteLog = join(work, 'site.log');
const stack = createStack({ ...privatePorts(3270, 4270), ownBuild: true, siteLog });

test.describe.configure({ mode: 'serial' });

serveStack(stack);
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const forms = [
  { form: 'contact', path: '/contato', kind: 'contact' },
  { form: 'quote', path: '/favoritos', kind: 'favorites' },
  { form: 'recruitment', path: '/agenciamiento', kind: 'get-scouted' },
] as const;

const BOUNDARY = 'AgencyAuditBoundary7e3f';
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const values = { lang: 'pt', name: 'Bad post', phone: '123', message: 'hello' };
const MB = 1024 * 1024;

type Case = {
  name: string;
  status: 400 | 403 | 413;
  /** Said by the pt text of the answer. */
  says: RegExp;
  headers: (origin: string) => Record<string, string>;
  body: (parts: Part[]) => Buffer;
  chunkedPadding?: number;
};

const good = (parts: Part[]) => multipartBody(BOUNDARY, parts);
const withFile = (filename: string) => (parts: Part[]) =>
  multipartBody(BOUNDARY, [...parts, { name: 'image_1', filename, value: jpeg }]);
const malformed = /chegou incompleto ou danificado/;
const foreign = /só pode ser enviado pela página dele/;

const cases: Case[] = [
  {
    name: 'multipart without a boundary',
    status: 400,
    says: malformed,
    headers: (origin) => ({ 'Content-Type': 'multipart/form-data', Origin: origin }),
    body: good,
  },
  {
    name: 'a boundary other than the header’s',
    status: 400,
    says: malformed,
    headers: (origin) => ({
      'Content-Type': 'multipart/form-data; boundary=SomethingElse',
      Origin: origin,
    }),
    body: good,
  },
  {
    name: 'a body cut before its end',
    status: 400,
    says: malformed,
    headers: (origin) => ({ 'Content-Type': multipart, Origin: origin }),
    body: (parts) => good(parts).subarray(0, -40),
  },
  {
    name: 'a NUL in a file name',
    status: 400,
    says: malformed,
    headers: (origin) => ({ 'Content-Type': multipart, Origin: origin }),
    body: withFile('photo\u0000.jpg'),
  },
  {
    name: 'a CRLF in a file name',
    status: 400,
    says: malformed,
    headers: (origin) => ({ 'Content-Type': multipart, Origin: origin }),
    body: withFile('photo\r\n.jpg'),
  },
  {
    name: '50 MB chunked, without a length',
    status: 413,
    says: /Nada foi enviado: o formulário tinha mais de 32 MB/,
    headers: (origin) => ({ 'Content-Type': multipart, Origin: origin }),
    body: (parts) => good(parts).subarray(0, -`--${BOUNDARY}--\r\n`.length),
    chunkedPadding: 50 * MB,
  },
  {
    name: 'a forged Origin',
    status: 403,
    says: foreign,
    headers: () => ({ 'Content-Type': multipart, Origin: 'https://forms.example.net' }),
    body: good,
  },
  {
    name: 'Origin: null',
    status: 403,
    says: foreign,
    headers: () => ({ 'Content-Type': multipart, Origin: 'null' }),
    body: good,
  },
  {
    name: 'a forged Origin and Referer',
    status: 403,
    says: foreign,
    headers: () => ({
      'Content-Type': multipart,
      Origin: 'https://forms.example.net',
      Referer: 'https://forms.example.net/contact',
    }),
    body: good,
  },
];

/** The page's form as it posts without scripts, and the parts its scripts' call carries. */
async function actionOf(path: string) {
  const html = await (await fetch(`${stack.siteUrl}${path}`)).text();
  const fields = actionFieldsIn(html);
  const id = (JSON.parse(fields['$ACTION_1:0'] ?? '{}') as { id?: string }).id ?? '';
  const typed = Object.entries(values).map(([name, value]) => ({ name, value }));
  return {
    withoutScripts: {
      parts: [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...typed],
      headers: {},
    },
    withScripts: {
      parts: [
        { name: '0', value: '["$K1"]' },
        ...typed.map((p) => ({ ...p, name: `1_${p.name}` })),
      ],
      headers: { 'Next-Action': id, Accept: 'text/x-component' },
    },
  };
}

const stored = async () =>
  Object.fromEntries(
    await Promise.all(
      forms.map(async ({ kind }) => [kind, (await submissions(kind, stack.apiUrl)).length]),
    ),
  );

for (const { form, path } of forms) {
  test(`the ${form} form: each malformed or foreign post is refused with 400, 403 or 413`, async () => {
    test.setTimeout(120_000);
    const before = await stored();
    const action = await actionOf(path);
    for (const [way, { parts, headers }] of Object.entries(action)) {
      for (const one of cases) {
        const answer = await rawPost(
          `${stack.siteUrl}${path}`,
          { ...one.headers(stack.siteUrl), ...headers },
          one.body(parts),
          one.chunkedPadding,
        );
        const label = `${form} ${way}: ${one.name}`;
        expect(answer.status, label).toBe(one.status);
        expect(answer.type, label).toContain('text/plain');
        expect(answer.text, label).toMatch(one.says);
      }
    }
    // The same harness with a well-formed post without scripts reaches the action: the form's page.
    const control = await rawPost(
      `${stack.siteUrl}${path}`,
      { 'Content-Type': multipart, Origin: stack.siteUrl },
      good(action.withoutScripts.parts.filter((part) => part.name !== 'phone')),
    );
    expect(control.status).toBe(200);
    expect(control.text).toContain('<form');
    expect(await stored()).toEqual(before);
  });
}

test('none of those posts left an error in the site’s log', () => {
  const log = readFileSync(siteLog, 'utf8');
  // The log is the site's: its start is in it.
  expect(log).toMatch(/Ready in/);
  const errors = log
    .split('\n')
    .filter((line) => /"level":"error"|⨯|\bError\b|Internal Server Error/.test(line));
  expect(errors).toEqual([]);
});
