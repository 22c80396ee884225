import { expect, test, type Page } from '@playwright/test';
import { findProfile } from './support/api';
import { waitForHydration } from './support/hydration';
import { privatePorts } from './support/ports';
import { createStack, serveStack } from './support/stack';

// Videos are YouTube's and Vimeo's players, third parties: until the visitor
// presses play or allows videos in the consent, a poster (a picture of the
// agency's own) stands in their place and nothing is asked of those hosts.
// The network is closed here: the tests play the hosts' part themselves, as
// a player that says it is there (as the real ones do, by a message) or as
// a host that cannot be reached.

const HOSTS =
  /^https:\/\/([\w-]+\.)*(vimeo\.com|youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeocdn\.com)\//;
const PLAYER = /^https:\/\/(player\.vimeo\.com|www\.youtube-nocookie\.com)\//;

/** Every request the page makes to a video host. */
function watchHosts(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (HOSTS.test(request.url())) seen.push(request.url());
  });
  return seen;
}

// A player page that answers as the hosts' players do: Vimeo's says "ready"
// by itself, YouTube's once told someone listens.
const FAKE_PLAYER = `<!doctype html><body style="background:#345">
<script>
parent.postMessage('{"event":"ready"}', '*');
addEventListener('message', () => parent.postMessage('{"event":"onReady"}', '*'));
</script>`;

async function hostsAnswer(page: Page, how: 'player' | 'unreachable') {
  await page.route(PLAYER, (route) =>
    how === 'player'
      ? route.fulfill({ contentType: 'text/html', body: FAKE_PLAYER })
      : route.abort('connectionrefused'),
  );
}

const poster = (page: Page) => page.getByTestId('video-poster').first();

/** The poster's picture and its play button are painted, the button on the picture. */
async function expectPoster(page: Page, play: string) {
  const picture = poster(page).locator('img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const button = poster(page).getByRole('button', { name: play });
  await expect(button).toBeVisible();
  // The profile's slider mounts its slides anew once the page is interactive:
  // both are measured again until they are on the page at the same moment.
  await expect
    .poll(async () => {
      const frame = await poster(page).boundingBox();
      const box = await button.boundingBox();
      return (
        frame !== null &&
        box !== null &&
        frame.width > 200 &&
        box.x >= frame.x &&
        box.y + box.height <= frame.y + frame.height
      );
    })
    .toBe(true);
}

async function videoProfile() {
  const talent = await findProfile(
    (p) => p.video.length > 0 && p.book.length + p.snap.length === 0,
  );
  return `/en/models/${talent.id}/x`;
}

test.describe('a profile’s videos', () => {
  test('before any choice: posters with a play button, nothing asked of a video host', async ({
    page,
  }) => {
    const seen = watchHosts(page);
    await page.goto(await videoProfile());
    await expectPoster(page, 'Play the video');
    await expect(
      poster(page).getByRole('link', { name: /^Watch on (Vimeo|YouTube)$/ }),
    ).toHaveAttribute('href', /^https:\/\/(vimeo\.com\/\d+|www\.youtube\.com\/watch\?v=[\w-]+)/);
    await page.waitForLoadState('networkidle');
    await expect(poster(page).locator('iframe')).toHaveCount(0);
    expect(seen).toEqual([]);
  });

  test('pressing play loads the host’s player, and the focus goes into it', async ({ page }) => {
    await hostsAnswer(page, 'player');
    await page.goto(await videoProfile());
    // A button does nothing before the page's scripts have hydrated it.
    await waitForHydration(page, '[data-testid="video-poster"] button');
    await poster(page).getByRole('button', { name: 'Play the video' }).click();
    const player = poster(page).locator('iframe');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', PLAYER);
    await expect(player).toHaveAttribute('src', /[?&]autoplay=1/);
    await expect(poster(page).getByRole('button', { name: 'Play the video' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // The press (often the page's first interaction) brings the slider in: the
    // slides it mounts anew keep the player, playing, and the focus in it.
    await expect(
      page.locator('.swiper-initialized [data-testid="video-poster"]').first(),
    ).toBeAttached();
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /[?&]autoplay=1/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  });

  test('a player that cannot load leaves the poster, says so and links to the host', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await hostsAnswer(page, 'unreachable');
    await page.goto(await videoProfile());
    await poster(page).getByRole('button', { name: 'Play the video' }).click();
    await expect(poster(page).getByRole('status')).toHaveText(
      'The video could not be loaded here.',
      { timeout: 30_000 },
    );
    await expect(poster(page).locator('iframe')).toHaveCount(0);
    await expectPoster(page, 'Play the video');
    await expect(poster(page).getByRole('link', { name: /^Watch on / })).toBeVisible();
  });

  test('videos allowed under "Cookie settings" load without a press', async ({ page }) => {
    await hostsAnswer(page, 'player');
    await page.goto(await videoProfile());
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    const choices = page.locator('#cc-main .pm');
    await choices.getByRole('checkbox', { name: 'Videos' }).check({ force: true });
    await choices.getByRole('button', { name: 'Save my choice' }).click();
    const player = poster(page).locator('iframe');
    await expect(player).toBeVisible();
    await expect(player).not.toHaveAttribute('src', /autoplay/);
    // Withdrawn, the players go and the posters are back.
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await choices.getByRole('button', { name: 'Reject all' }).click();
    await expect(player).toHaveCount(0);
    await expectPoster(page, 'Play the video');
  });

  test('without JavaScript the poster links to the video on its host', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(await videoProfile());
    await expect(poster(page).locator('img').first()).toBeVisible();
    await expect(poster(page).getByRole('button')).toBeHidden();
    await expect(poster(page).getByRole('link', { name: /^Watch on / })).toBeVisible();
    await context.close();
  });
});

// The home with a film (the agency API's video slides) and a third-party
// script configured, so that the consent banner asks by itself.
const stack = createStack({
  ...privatePorts(3238, 4238),
  apiEnv: { AGENCY_API_HOME_SLIDES: 'video' },
  siteEnv: { MAPS_SCRIPT_URL: 'http://127.0.0.1:9/maps.js' },
  ownBuild: true,
});

test.describe('the home film and the banner', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: stack.siteUrl });

  serveStack(stack);

  const banner = (page: Page) => page.locator('#cc-main .cm');

  test('before any choice the film is a poster and no video host is asked', async ({ page }) => {
    const seen = watchHosts(page);
    await page.goto('/en');
    await expect(banner(page)).toBeVisible();
    await expectPoster(page, 'Play the video');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });

  test('videos accepted in the banner: the film plays without a press, and stops', async ({
    page,
  }) => {
    await hostsAnswer(page, 'player');
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    const choices = page.locator('#cc-main .pm');
    await choices.getByRole('checkbox', { name: 'Videos' }).check({ force: true });
    await choices.getByRole('button', { name: 'Save my choice' }).click();
    const film = poster(page).locator('iframe');
    await expect(film).toBeVisible();
    await expect(film).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/\d+\?background=1/,
    );
    await page.getByRole('button', { name: 'Stop the video' }).click();
    await expect(film).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play the video' })).toBeFocused();
  });

  test('with reduced motion the film starts stopped; its button is reached with Tab', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: stack.siteUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await hostsAnswer(page, 'player');
    // Videos allowed: still the film waits for the visitor.
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(poster(page).locator('iframe')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Play the video' });
    await expect(toggle).toBeVisible();
    for (let i = 0; i < 40 && !(await toggle.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(poster(page).locator('iframe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop the video' })).toBeFocused();
    await context.close();
  });

  test('without JavaScript the film’s poster links to it on Vimeo', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: stack.siteUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en');
    await expect(poster(page).locator('img').first()).toBeVisible();
    await expect(poster(page).getByRole('link', { name: 'Watch on Vimeo' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    await context.close();
  });

  test('at 320 × 256 the banner scrolls: each of its buttons, focused, is in the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto('/en/about-us');
    await expect(banner(page)).toBeVisible();
    const names = await banner(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent));
    expect(names.length).toBeGreaterThanOrEqual(4);
    // The library moves the focus into the box, again once the box has faded
    // in: Tab goes round its buttons once it has.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector('#cc-main .cm');
          return (
            box !== null &&
            box.getAnimations({ subtree: true }).length === 0 &&
            getComputedStyle(box).opacity === '1' &&
            box.contains(document.activeElement)
          );
        }),
      )
      .toBe(true);
    const reached = new Set<string>();
    for (let i = 0; i < names.length * 2 && reached.size < names.length; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute('aria-label') ?? element.textContent ?? '',
          inBox: element.closest('#cc-main .cm') !== null,
          top: box.top,
          bottom: box.bottom,
          // The site's focus ring, not the library's 1 px outline.
          ring: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
      expect(focused.inBox, focused.name).toBe(true);
      expect(focused.top, focused.name).toBeGreaterThanOrEqual(0);
      expect(focused.bottom, focused.name).toBeLessThanOrEqual(256);
      expect(focused.ring, focused.name).toBe('solid 2px');
      reached.add(focused.name);
    }
    expect([...reached].sort()).toEqual([...names].sort());
  });
});
