import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
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

/** The value as a person reads it: one unit shown, whatever else the HTML holds. */
async function expectShown(dd: Locator, text: string) {
  await expect(dd).toHaveText(text, { useInnerText: true });
  await expect(dd.locator('span:visible')).toHaveCount(1);
}

const radio = (page: Page, group: string, name: string | RegExp) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
const lengthUnit = (page: Page, name: 'cm' | 'ft/in') => radio(page, 'Length unit', name);

test('an English profile shows feet and inches; cm is kept after a reload and on another profile', async ({
  page,
}) => {
  const [first, second] = await women(2);
  await page.goto(at('/en/models', first!));
  await expect(lengthUnit(page, 'ft/in')).toBeChecked();
  await expectShown(value(page, 'height'), formatHeight(cm(first!.height), 'ftin', 'en'));
  await expectShown(value(page, 'waist'), formatGirth(cm(first!.waist), 'ftin', 'en'));

  await waitForHydration(page, 'input[name="height-unit"]');
  await lengthUnit(page, 'cm').check();
  await expect(lengthUnit(page, 'cm')).toBeChecked();
  await expect(lengthUnit(page, 'ft/in')).not.toBeChecked();
  // Chosen in place: the address stays the bare profile's.
  await expect(page).toHaveURL(at('/en/models', first!));
  await expectShown(value(page, 'height'), formatHeight(cm(first!.height), 'cm', 'en'));
  await expectShown(value(page, 'waist'), formatGirth(cm(first!.waist), 'cm', 'en'));

  await page.reload();
  await expect(lengthUnit(page, 'cm')).toBeChecked();
  await expectShown(value(page, 'height'), formatHeight(cm(first!.height), 'cm', 'en'));

  await page.goto(at('/en/models', second!));
  await expect(lengthUnit(page, 'cm')).toBeChecked();
  await expectShown(value(page, 'height'), formatHeight(cm(second!.height), 'cm', 'en'));
});

test('a Portuguese profile shows centimetres and Brazilian shoe sizes', async ({ page }) => {
  const [woman] = await women(1);
  await page.goto(at('/modelos', woman!));
  await expect(radio(page, 'Unidade de medida', 'cm')).toBeChecked();
  await expect(radio(page, 'Numeração de calçados', 'BR (Brasil)')).toBeChecked();
  await expectShown(value(page, 'height'), formatHeight(cm(woman!.height), 'cm', 'pt'));
  await expectShown(value(page, 'shoes'), `BR ${br(woman!.shoes)}`);
});

test('the shoe size follows the chosen system and the choice is kept', async ({ page }) => {
  const [woman] = await women(1);
  const size = br(woman!.shoes);
  await page.goto(at('/en/models', woman!));
  await expectShown(value(page, 'shoes'), formatShoeSize(size, 'US', 'woman', 'en'));
  const eu = radio(page, 'Shoe sizes', 'EU (Europe)');
  await waitForHydration(page, 'input[name="shoe-system"]');
  await eu.check();
  await expectShown(value(page, 'shoes'), formatShoeSize(size, 'EU', 'woman', 'en'));
  await expect(page.locator('html')).toHaveAttribute('data-shoe-system', 'EU');
  await page.reload();
  await expect(eu).toBeChecked();
  await expectShown(value(page, 'shoes'), formatShoeSize(size, 'EU', 'woman', 'en'));
});

test('a stored choice shows from the first paint, before any script of the page has run', async ({
  browser,
}) => {
  const [woman] = await women(1);
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('units', JSON.stringify({ height: 'ftin', shoes: 'UK' })),
  );
  // No script file reaches the page: only what its HTML runs inline.
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  // A Portuguese page, whose own units are cm and BR.
  await page.goto(at('/modelos', woman!));
  await expectShown(value(page, 'height'), formatHeight(cm(woman!.height), 'ftin', 'pt'));
  await expectShown(value(page, 'shoes'), formatShoeSize(br(woman!.shoes), 'UK', 'woman', 'pt'));
  await context.close();
});

test('after load a stored choice is shown and checked', async ({ page }) => {
  const [woman] = await women(1);
  await page.addInitScript(() => localStorage.setItem('units', JSON.stringify({ height: 'ftin' })));
  await page.goto(at('/modelos', woman!));
  await page.waitForLoadState('load');
  await expect(radio(page, 'Unidade de medida', 'ft/in')).toBeChecked();
  await expectShown(value(page, 'height'), formatHeight(cm(woman!.height), 'ftin', 'pt'));
  await expectShown(value(page, 'shoes'), `BR ${br(woman!.shoes)}`);
});

// Every state the page can be in: a choice stored on <html> or not, a radio checked or none
// (a visitor without scripts, or a page before them), in each language.
test('whatever the state, each value shows in exactly one unit: stored, else checked, else the language’s', async ({
  page,
}) => {
  const [woman] = await women(1);
  const defaults = { en: ['ftin', 'US'], pt: ['cm', 'BR'], es: ['cm', 'EU'] } as const;
  for (const [lang, list] of [
    ['en', '/en/models'],
    ['pt', '/modelos'],
    ['es', '/es/modelos'],
  ] as const) {
    await page.goto(at(list, woman!));
    const shownIn = (kind: 'height' | 'shoes', stored: string | null, checked: string | null) =>
      page.evaluate(
        ({ kind, stored, checked }) => {
          const [attribute, name, data] =
            kind === 'height'
              ? ['data-height-unit', 'height-unit', 'data-unit']
              : ['data-shoe-system', 'shoe-system', 'data-shoes'];
          const root = document.documentElement;
          if (stored) root.setAttribute(attribute, stored);
          else root.removeAttribute(attribute);
          for (const input of document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`))
            input.checked = input.value === checked;
          const field = kind === 'height' ? 'height' : 'shoes';
          return [...document.querySelectorAll(`[data-measure="${field}"] [${data}]`)]
            .filter((span) => getComputedStyle(span).display !== 'none')
            .map((span) => span.getAttribute(data));
        },
        { kind, stored, checked },
      );
    const units = { height: ['cm', 'ftin'], shoes: ['BR', 'EU', 'US', 'UK'] } as const;
    for (const kind of ['height', 'shoes'] as const) {
      const fallback = defaults[lang][kind === 'height' ? 0 : 1];
      for (const stored of [null, ...units[kind]])
        for (const checked of [null, ...units[kind]])
          expect(
            await shownIn(kind, stored, checked),
            `${lang} ${kind} ${stored} ${checked}`,
          ).toEqual([stored ?? checked ?? fallback]);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML already shows the units of the language', async ({ page }) => {
    const [woman] = await women(1);
    await page.goto(at('/es/modelos', woman!));
    await expect(radio(page, 'Unidad de medida', 'cm')).toBeChecked();
    await expectShown(value(page, 'height'), formatHeight(cm(woman!.height), 'cm', 'es'));
    await expectShown(value(page, 'shoes'), formatShoeSize(br(woman!.shoes), 'EU', 'woman', 'es'));
  });

  test('a radio changes every value in place, the address untouched', async ({ page }) => {
    const [woman] = await women(1);
    const address = at('/en/models', woman!);
    await page.goto(address);
    await lengthUnit(page, 'cm').check();
    await expectShown(value(page, 'height'), formatHeight(cm(woman!.height), 'cm', 'en'));
    await expectShown(value(page, 'waist'), formatGirth(cm(woman!.waist), 'cm', 'en'));
    await radio(page, 'Shoe sizes', 'UK (United Kingdom)').check();
    await expectShown(value(page, 'shoes'), formatShoeSize(br(woman!.shoes), 'UK', 'woman', 'en'));
    await expect(page).toHaveURL(address);
  });
});
