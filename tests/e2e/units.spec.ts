import { expect, test, type Page } from '@playwright/test';
import { profile, talentsOf, type ApiProfile } from './support/api';
import { formatGirth, formatHeight } from '../../lib/units/height';
import { convertShoeSize, formatShoeSize } from '../../lib/units/shoes';
import { slugify } from '../../lib/talents/slug';

// What a client reads: every height and size with its unit, in the units of
// the page's language until the visitor picks others, which the browser keeps.

/** The centimetres of an agency API text such as "178/5.10" or "62/24". */
const cm = (text: string) => Number(text.split('/')[0]);
/** The Brazilian size of an agency API text such as "38 BR". */
const br = (text: string) => Number(text.split(' ')[0]);

/** The first `count` seeded women with a height, a waist and shoes the chart converts. */
async function women(count: number): Promise<ApiProfile[]> {
  const found: ApiProfile[] = [];
  for (const talent of await talentsOf(1)) {
    if (talent.gender !== 'woman') continue;
    const candidate = await profile(talent.id);
    const inChart =
      !!candidate.shoes && convertShoeSize(br(candidate.shoes), 'US', 'woman') !== null;
    if (candidate.height && candidate.waist && inChart) found.push(candidate);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} seeded women with measurements`);
}

/** A profile's address under a list path ("/en/models"), with its slug (no redirect). */
const at = (list: string, talent: ApiProfile) => `${list}/${talent.id}/${slugify(talent.name)}`;

const value = (page: Page, label: string) =>
  page.getByTestId('measurements').locator(`[data-measure="${label}"] dd`);

function lengthUnit(page: Page, name: 'cm' | 'ft/in') {
  return page.getByRole('group', { name: 'Length unit' }).getByRole('link', { name, exact: true });
}

test('an English profile shows feet and inches; cm is kept after a reload and on another profile', async ({
  page,
}) => {
  const [first, second] = await women(2);
  await page.goto(at('/en/models', first!));
  await expect(lengthUnit(page, 'ft/in')).toHaveAttribute('aria-current', 'true');
  await expect(value(page, 'height')).toHaveText(formatHeight(cm(first!.height), 'ftin', 'en'));
  await expect(value(page, 'waist')).toHaveText(formatGirth(cm(first!.waist), 'ftin', 'en'));

  await lengthUnit(page, 'cm').click();
  await expect(lengthUnit(page, 'cm')).toHaveAttribute('aria-current', 'true');
  await expect(lengthUnit(page, 'ft/in')).not.toHaveAttribute('aria-current');
  // Chosen in place: the address stays the bare profile's.
  await expect(page).toHaveURL(at('/en/models', first!));
  await expect(value(page, 'height')).toHaveText(formatHeight(cm(first!.height), 'cm', 'en'));
  await expect(value(page, 'waist')).toHaveText(formatGirth(cm(first!.waist), 'cm', 'en'));

  await page.reload();
  await expect(lengthUnit(page, 'cm')).toHaveAttribute('aria-current', 'true');
  await expect(value(page, 'height')).toHaveText(formatHeight(cm(first!.height), 'cm', 'en'));

  await page.goto(at('/en/models', second!));
  await expect(lengthUnit(page, 'cm')).toHaveAttribute('aria-current', 'true');
  await expect(value(page, 'height')).toHaveText(formatHeight(cm(second!.height), 'cm', 'en'));
});

test('a Portuguese profile shows centimetres and Brazilian shoe sizes', async ({ page }) => {
  const [woman] = await women(1);
  await page.goto(at('/modelos', woman!));
  await expect(
    page.getByRole('group', { name: 'Unidade de medida' }).getByRole('link', { name: 'cm' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    page
      .getByRole('group', { name: 'Numeração de calçados' })
      .getByRole('link', { name: 'BR (Brasil)' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(value(page, 'height')).toHaveText(formatHeight(cm(woman!.height), 'cm', 'pt'));
  await expect(value(page, 'shoes')).toHaveText(`BR ${br(woman!.shoes)}`);
});

test('the shoe size follows the chosen system and the choice is kept', async ({ page }) => {
  const [woman] = await women(1);
  const size = br(woman!.shoes);
  await page.goto(at('/en/models', woman!));
  await expect(value(page, 'shoes')).toHaveText(formatShoeSize(size, 'US', 'woman', 'en'));
  const eu = page.getByRole('group', { name: 'Shoe sizes' }).getByRole('link', { name: /^EU/ });
  await eu.click();
  await expect(value(page, 'shoes')).toHaveText(formatShoeSize(size, 'EU', 'woman', 'en'));
  await page.reload();
  await expect(eu).toHaveAttribute('aria-current', 'true');
  await expect(value(page, 'shoes')).toHaveText(formatShoeSize(size, 'EU', 'woman', 'en'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML already shows the units of the language', async ({ page }) => {
    const [woman] = await women(1);
    await page.goto(at('/es/modelos', woman!));
    await expect(value(page, 'height')).toHaveText(formatHeight(cm(woman!.height), 'cm', 'es'));
    await expect(value(page, 'shoes')).toHaveText(
      formatShoeSize(br(woman!.shoes), 'EU', 'woman', 'es'),
    );
  });
});
