import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';
import {
  NAME_HELPER,
  swapElements,
  type Driver,
  type ElementRef,
  type EngineName,
  type Viewport,
} from './driver';

// Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi,
// both through puppeteer-core and the machine's own browsers (nothing is
// downloaded). Each journey gets a new browser context: a new visitor.

/**
 * The function puppeteer sends (by its text) and its arguments: the JSON
 * argument with elements as placeholders, then the elements' handles, put
 * back in place in the page. Sent through the protocol, so the page's CSP
 * (no eval) does not apply.
 */
function call(source: string, arg: unknown): [() => unknown, ...unknown[]] {
  const handles: ElementHandle<Element>[] = [];
  const shaped = swapElements(arg ?? null, (element) => {
    handles.push((element as Ref).handle);
    return { __element: handles.length - 1 };
  });
  const text = `(shaped, ...elements) => { ${NAME_HELPER}
    const put = (v) => (v && typeof v === 'object' && '__element' in v ? elements[v.__element] : v);
    const arg = shaped && typeof shaped === 'object' && !Array.isArray(shaped) && !('__element' in shaped)
      ? Object.fromEntries(Object.entries(shaped).map(([k, v]) => [k, put(v)]))
      : put(shaped);
    return (${source})(arg); }`;
  const fn = () => undefined;
  fn.toString = () => text;
  return [fn, shaped, ...handles];
}

type Ref = ElementRef & { handle: ElementHandle<Element> };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchPuppeteer(
  engine: Extract<EngineName, 'chromium' | 'firefox'>,
  origin: string,
): Promise<Driver> {
  const profile = mkdtempSync(join(tmpdir(), `journeys-${engine}-`));
  const browser: Browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          userDataDir: profile,
          extraPrefsFirefox: {
            // A closed network: no update, telemetry or remote settings calls.
            'app.update.enabled': false,
            'browser.shell.checkDefaultBrowser': false,
            'datareporting.policy.dataSubmissionEnabled': false,
            'toolkit.telemetry.enabled': false,
          },
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumPath(),
          headless: true,
          userDataDir: profile,
          args: chromiumArgs,
        });
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let errors: string[] = [];
  const current = () => {
    if (!page) throw new Error('no page: call fresh() first');
    return page;
  };
  const handleOf = (element: ElementRef) => (element as Ref).handle;

  return {
    engine,
    origin,
    async fresh(viewport: Viewport) {
      await context?.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      await page.setViewport(viewport);
      errors = [];
      const own = page;
      own.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${own.url()})`);
      });
      own.on('pageerror', (error) =>
        errors.push(
          `uncaught: ${error instanceof Error ? error.message : String(error)} (${own.url()})`,
        ),
      );
    },
    async goto(url) {
      try {
        await current().goto(url, { waitUntil: 'load', timeout: 30_000 });
      } catch (error) {
        // Another navigation (a reload by the page) replaced this one: the journey sees where it landed.
        if (!/NS_BINDING_ABORTED|ERR_ABORTED/.test(String(error))) throw error;
        await current().waitForFunction(() => document.readyState === 'complete', {
          timeout: 30_000,
        });
      }
    },
    async reload() {
      await current().reload({ waitUntil: 'load', timeout: 30_000 });
    },
    async run(source, arg) {
      const [fn, ...args] = call(source, arg);
      return current().evaluate(fn, ...args);
    },
    async element(source, arg) {
      const [fn, ...args] = call(source, arg);
      const handle = await current().evaluateHandle(fn, ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) {
        await handle.dispose();
        return null;
      }
      return { engine, handle: element } satisfies Ref;
    },
    async click(element) {
      await handleOf(element).click();
    },
    async type(element, text) {
      await handleOf(element).click();
      await handleOf(element).type(text);
    },
    async upload(element, files) {
      await (handleOf(element) as ElementHandle<HTMLInputElement>).uploadFile(...files);
    },
    async press(key) {
      await current().keyboard.press(key);
    },
    async screenshot(file) {
      await current().screenshot({ path: file as `${string}.png` });
    },
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
