import { expect, test, type Page } from '@playwright/test';
import { findProfile, talentsOf } from './support/api';

// What a visitor sees of the theme: the keyboard focus ring, the favorites
// count on the phone header, the gallery arrows and the talent names.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const INK = 'rgb(17, 17, 17)';

type Rgba = [number, number, number, number];

/** sRGB channel (0–1, linear) to its 0–255 encoded value. */
function encode(linear: number): number {
  const c = Math.min(1, Math.max(0, linear));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
}

/**
 * Reads a computed colour: rgb()/rgba(), and what Chromium gives for colours
 * mixed by Tailwind's opacity modifiers (oklab() or lab(), by the theme's
 * colour's form) or by color-mix in srgb (color(srgb …)).
 */
function parseColour(value: string): Rgba {
  const numbers = (value.match(/-?[\d.]+%?/g) ?? []).map((part) =>
    part.endsWith('%') ? Number.parseFloat(part) / 100 : Number(part),
  );
  if (/^rgba?\(/.test(value) && numbers.length >= 3) {
    return [numbers[0]!, numbers[1]!, numbers[2]!, numbers[3] ?? 1];
  }
  if (value.startsWith('color(srgb') && numbers.length >= 3) {
    return [numbers[0]! * 255, numbers[1]! * 255, numbers[2]! * 255, numbers[3] ?? 1];
  }
  if (value.startsWith('oklab(') && numbers.length >= 3) {
    const [L, a, b] = numbers as [number, number, number];
    const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
    return [
      encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
      numbers[3] ?? 1,
    ];
  }
  if (value.startsWith('lab(') && numbers.length >= 3)
    return [...labToSrgb(numbers), numbers[3] ?? 1];
  throw new Error(`unreadable colour ${value}`);
}

/** CIE Lab (D50, as CSS lab() is) to sRGB 0–255: Lab → XYZ D50 → Bradford to D65 → sRGB. */
function labToSrgb([L, a, b]: number[]): [number, number, number] {
  const [eps, kappa] = [216 / 24389, 24389 / 27];
  const fy = (L! + 16) / 116;
  const [fx, fz] = [fy + a! / 500, fy - b! / 200];
  const xyz50 = [
    (fx ** 3 > eps ? fx ** 3 : (116 * fx - 16) / kappa) * 0.96422,
    L! > kappa * eps ? fy ** 3 : L! / kappa,
    (fz ** 3 > eps ? fz ** 3 : (116 * fz - 16) / kappa) * 0.82521,
  ] as const;
  const times = (m: number[][], v: readonly number[]) =>
    m.map((row) => row[0]! * v[0]! + row[1]! * v[1]! + row[2]! * v[2]!);
  const xyz65 = times(
    [
      [0.9554734527, -0.0230985369, 0.0632593087],
      [-0.028369707, 1.009995458, 0.021041399],
      [0.0123140017, -0.0205076964, 1.3303659366],
    ],
    xyz50,
  );
  const rgb = times(
    [
      [3.2409699419, -1.5373831776, -0.4986107603],
      [-0.9692436363, 1.8759675015, 0.0415550574],
      [0.0556300797, -0.2039769589, 1.0569715142],
    ],
    xyz65,
  );
  return [encode(rgb[0]!), encode(rgb[1]!), encode(rgb[2]!)];
}

/** One colour laid over another (alpha compositing over an opaque colour). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + bottom[0] * (1 - a),
    top[1] * a + bottom[1] * (1 - a),
    top[2] * a + bottom[2] * (1 - a),
    1,
  ];
}

// WCAG 2 relative luminance and contrast ratio.
function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Backgrounds from the root down to `colours[0]`, laid over the white canvas. */
function flatten(colours: string[]): Rgba {
  return colours
    .map(parseColour)
    .reverse()
    .reduce<Rgba>((below, colour) => over(colour, below), [255, 255, 255, 1]);
}

type Focused = {
  tag: string;
  name: string;
  where: 'header' | 'card' | 'field' | 'button' | 'other';
  outlineWidth: number;
  outlineStyle: string;
  outlineColour: string;
  /** Background colours from the parent (behind an outline drawn outside) up to <html>. */
  behind: string[];
};

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement;
    // A button's colour transition also moves its outline colour: read the end.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    // A talent card draws its ring with the layer that covers the card.
    const own = getComputedStyle(element);
    const style = own.outlineStyle === 'none' ? getComputedStyle(element, '::after') : own;
    const behind: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      behind.push(getComputedStyle(node).backgroundColor);
    }
    const where = element.closest('header')
      ? 'header'
      : element.closest('#talent-grid')
        ? 'card'
        : element.matches('input, select, textarea')
          ? 'field'
          : element.matches('button')
            ? 'button'
            : 'other';
    return {
      tag: element.tagName,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      where,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      outlineColour: style.outlineColor,
      behind,
    };
  });
}

test.describe('keyboard focus ring', () => {
  test.use({ viewport: DESKTOP });

  test('the theme colours the CSS uses are defined', async ({ page }) => {
    await page.goto('/');
    const values = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return ['ink', 'paper', 'accent', 'muted', 'danger', 'success'].map((name) =>
        root.getPropertyValue(`--color-${name}`).trim(),
      );
    });
    for (const value of values) expect(value).toMatch(/^#[0-9a-f]{3,8}$/i);
  });

  const pages = [
    { path: '/modelos', wanted: ['header', 'card'] as const },
    { path: '/en/contact', wanted: ['header', 'field', 'button'] as const },
  ];
  for (const { path, wanted } of pages) {
    test(`${path}: every element reached by Tab shows a ring of 3:1 contrast`, async ({ page }) => {
      await page.goto(path);
      const seen = new Set<string>();
      const checked: string[] = [];
      for (let i = 0; i < 60 && !wanted.every((kind) => seen.has(kind)); i += 1) {
        await page.keyboard.press('Tab');
        const element = await focused(page);
        if (element.tag === 'BODY') continue;
        seen.add(element.where);
        const label = `${element.where} ${element.tag} "${element.name}"`;
        checked.push(label);
        expect(element.outlineStyle, label).not.toBe('none');
        expect(element.outlineWidth, label).toBeGreaterThanOrEqual(2);
        const ratio = contrast(parseColour(element.outlineColour), flatten(element.behind));
        expect(
          ratio,
          `${label}: ${element.outlineColour} on ${element.behind[0]}`,
        ).toBeGreaterThanOrEqual(3);
      }
      for (const kind of wanted) expect([...seen], checked.join('\n')).toContain(kind);
    });
  }
});

test.describe('phone header', () => {
  test.use({ viewport: PHONE });

  const seed = (page: Page, count: number) =>
    page.addInitScript((count) => {
      const favorites: Record<string, unknown> = {};
      for (let id = 1; id <= count; id += 1) {
        favorites[id] = { id, name: `Talent ${id}`, cover: null, category: 'models' };
      }
      localStorage.setItem('favorites', JSON.stringify(favorites));
    }, count);

  test('the closed header shows the favorites count', async ({ page }) => {
    await seed(page, 3);
    await page.goto('/sobre-nos');
    const header = page.getByRole('banner');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const link = header.getByRole('link', { name: /3 favoritos/ });
    await expect(link).toBeVisible();
    await expect(link).toContainText('3');
    const box = (await link.boundingBox())!;
    const bar = (await header.boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
    expect(box.height).toBeGreaterThanOrEqual(20);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    // The badge itself is painted: a coloured disc with the number in it.
    const badge = link.getByText('3', { exact: true });
    const badgeBox = (await badge.boundingBox())!;
    expect(badgeBox.width).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  test('no count and no extra link without favorites', async ({ page }) => {
    await page.goto('/sobre-nos');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Favoritos/ })).toHaveCount(0);
  });
});

test.describe('talent names on phone cards', () => {
  test.use({ viewport: PHONE });

  type Name = {
    text: string;
    lineHeight: number;
    height: number;
    scrollWidth: number;
    clientWidth: number;
    scrollHeight: number;
    clientHeight: number;
  };

  const measure = (page: Page): Promise<Name[]> =>
    page.locator('#talent-grid article h2').evaluateAll((headings) =>
      headings
        .filter((h) => h.getClientRects().length > 0)
        .map((h) => ({
          text: h.textContent ?? '',
          lineHeight: Number.parseFloat(getComputedStyle(h).lineHeight),
          height: h.getBoundingClientRect().height,
          scrollWidth: h.scrollWidth,
          clientWidth: h.clientWidth,
          scrollHeight: h.scrollHeight,
          clientHeight: h.clientHeight,
        })),
    );

  const shownWhole = (name: Name) => {
    expect(name.scrollWidth, name.text).toBeLessThanOrEqual(name.clientWidth);
    expect(name.scrollHeight, name.text).toBeLessThanOrEqual(name.clientHeight + 1);
  };

  test('every seeded name is shown whole', async ({ page }) => {
    await page.goto('/modelos');
    const names = await measure(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) shownWhole(name);
  });

  test.describe('a name longer than a card', () => {
    // The layout is the server's HTML and the stylesheet: no script needed,
    // and none to notice that one name was lengthened on its way.
    test.use({ javaScriptEnabled: false });
    const LONG = 'Valentina Albuquerque';

    test('wraps onto two lines rather than being cut off', async ({ page }) => {
      const [talent] = await talentsOf(1);
      await page.route('**/modelos', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replaceAll(talent!.name, LONG);
        await route.fulfill({ response, body: html });
      });
      await page.goto('/modelos');
      const long = (await measure(page)).find((name) => name.text === LONG);
      expect(long, 'the lengthened card is listed').toBeDefined();
      shownWhole(long!);
      expect(long!.height).toBeGreaterThan(long!.lineHeight * 1.5);
      expect(long!.height).toBeLessThanOrEqual(long!.lineHeight * 2 + 1);
    });
  });
});

test.describe('profile gallery', () => {
  test.use({ viewport: DESKTOP });

  test('the arrows are ink on paper, not the slider blue', async ({ page }) => {
    const talent = await findProfile((p) => p.book.length >= 3);
    await page.goto('/modelos');
    await page.locator(`#talent-grid a[href*="/${talent.id}/"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talent.name);
    const next = page.getByTestId('media-book').locator('.swiper-button-next');
    await expect(next).toBeVisible();
    const look = await next.evaluate((button) => {
      const style = getComputedStyle(button);
      const icon = button.querySelector('svg');
      return {
        colour: style.color,
        // A line drawing: its stroke is the arrow's colour.
        fill: icon ? getComputedStyle(icon).stroke : style.color,
        background: style.backgroundColor,
        width: button.getBoundingClientRect().width,
      };
    });
    expect(look.colour).toBe(INK);
    expect(look.fill).toBe(INK);
    expect(look.width).toBeGreaterThanOrEqual(44);
    // The disc behind the arrow, over whatever picture: at worst over black.
    const disc = over(parseColour(look.background), [0, 0, 0, 1]);
    expect(contrast(parseColour(look.fill), disc)).toBeGreaterThanOrEqual(4.5);
  });
});
