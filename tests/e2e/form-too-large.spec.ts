import { expect, test } from '@playwright/test';
import { submissions } from './support/api';

// Four photos that together pass the size the site reads (32 MB), posted by a
// browser without scripts (with scripts, photos are made smaller before they
// are sent): the visitor is back on the form with a message, nothing stored.
test.use({ javaScriptEnabled: false });

const photo = (index: number) => ({
  name: `big-${index}.jpg`,
  mimeType: 'image/jpeg',
  // A JPEG's first bytes, then padding: 8.5 MB each, 34 MB together.
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8.5 * 1024 * 1024)]),
});

test('a post over the size limit comes back to the form, which says so; nothing is stored', async ({
  page,
}) => {
  test.slow();
  const name = `Too large ${Date.now()}`;
  await page.goto('/es/reclutamiento');
  const notice = page.locator('#form-too-large');
  await expect(notice).toBeHidden();
  await page
    .getByLabel(/^Nombre/)
    .first()
    .fill(name);
  for (let index = 1; index <= 4; index++)
    await page.getByTestId(`photo-image_${index}`).setInputFiles(photo(index));
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.locator('form button[type="submit"]:not([name="intent"])').click();
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(/\/es\/reclutamiento#form-too-large$/);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/las fotos juntas superaban los 32 MB/);
  const box = await notice.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(16);
  // Other tests store applications meanwhile: this one, named, is not among them.
  expect((await submissions('get-scouted')).some((s) => s.fields.name === name)).toBe(false);
});
