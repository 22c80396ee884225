import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { talentsOf } from './support/api';
import { privatePorts } from './support/ports';
import { createStack, serveStack } from './support/stack';

// The site's database does not answer (a PostgreSQL that is down): a board's address answers the
// translated 503, making a board says it could not, and every other page works as before.
const work = mkdtempSync(join(tmpdir(), 'review-outage-'));
const siteLog = join(work, 'site.log');
const stack = createStack({
  ...privatePorts(3282, 4282),
  ownBuild: true,
  siteLog,
  // Nothing listens on port 9: every connection is refused.
  siteEnv: { DATABASE_URL: 'postgres://site:site@127.0.0.1:9/site' },
});

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stack.siteUrl });

serveStack(stack);
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('with the database down, a board is the translated 503 and the rest of the site works', async ({
  page,
  request,
}) => {
  for (const [path, title] of [
    ['/avaliacao/AAAAAAAAAAAAAAAAAAAAAA', 'Serviço indisponível'],
    ['/en/review/AAAAAAAAAAAAAAAAAAAAAA', 'Service unavailable'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['retry-after']).toBeTruthy();
    expect(response.headers()['cache-control']).toContain('no-store');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // The revision an open board asks for: 503 too, and nothing of a board.
  const revision = await request.get('/api/review-boards/AAAAAAAAAAAAAAAAAAAAAA');
  expect(revision.status()).toBe(503);

  for (const path of ['/', '/modelos', '/favoritos', '/en/contact'])
    expect((await request.get(path)).status(), path).toBe(200);

  // Making a board says it could not, in the page's language; the selection stays.
  const [a, b] = await talentsOf(2);
  await page.goto(`/en/selection?ids=${a!.id},${b!.id}`);
  await page.getByRole('button', { name: 'Review with your team' }).click();
  await expect(page.getByTestId('create-board').getByRole('status')).toHaveText(
    'We could not save this now. Nothing was changed: try again in a moment.',
  );
  expect(new URL(page.url()).pathname).toBe('/en/selection');

  // Each failure is one line of the site's log, without the database's address.
  const log = readFileSync(siteLog, 'utf8');
  expect(log).toContain('"route":"/[lang]/review/[board]"');
  expect(log).toContain('"route":"review board action"');
  expect(log).not.toContain('site:site@');
});
