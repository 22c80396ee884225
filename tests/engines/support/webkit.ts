import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { NAME_HELPER, swapElements, type Driver, type ElementRef, type Viewport } from './driver';
import { startErrorProxy } from './error-proxy';

// WebKitGTK (Safari's engine) through Debian's WebKitWebDriver, spoken to as
// plain W3C WebDriver over HTTP: a dozen commands, no client library and no
// driver download. Its browser (MiniBrowser) needs a display: Xvfb through
// xvfb-run unless one is set. WebKitWebDriver has no BiDi and no log access,
// so the page's errors come through a proxy that adds a listener to each
// page (support/error-proxy.ts).

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type Ref = ElementRef & { id: string };

class WebDriverError extends Error {}

export async function launchWebKit(siteUrl: string): Promise<Driver> {
  const proxy = await startErrorProxy(siteUrl);
  const port = await freePort();
  // MiniBrowser's toolbar keeps its window at least 447 px wide; with GTK's
  // widgets shrunk the window (and the page's viewport) can be a phone's 390.
  const config = mkdtempSync(join(tmpdir(), 'journeys-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; border-width: 0; }\n',
  );
  const command = [WEBKIT_DRIVER, `--port=${port}`];
  const display = process.env.DISPLAY
    ? command
    : ['xvfb-run', '-a', '-s', '-screen 0 1600x1200x24', ...command];
  const driver: ChildProcess = spawn(display[0]!, display.slice(1), {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const base = `http://127.0.0.1:${port}`;

  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const error = answer.value as { error?: string; message?: string };
      throw new WebDriverError(`WebKitWebDriver ${path}: ${error.error}: ${error.message}`);
    }
    return answer.value;
  }

  // The driver takes a moment to listen.
  for (let tries = 0; ; tries += 1) {
    try {
      await send('GET', '/status');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = (await send('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        timeouts: { script: 30_000, pageLoad: 30_000 },
      },
    },
  })) as { sessionId: string };
  const at = (path: string) => `/session/${session.sessionId}${path}`;
  const idOf = (element: ElementRef) => (element as Ref).id;

  /** The function's text run with its argument; an exception comes back as one. */
  async function execute(source: string, arg: unknown): Promise<unknown> {
    // Elements travel as arguments of their own (WebKitWebDriver reads them only there).
    const elements: Record<string, string>[] = [];
    const shaped = swapElements(arg ?? null, (element) => {
      elements.push({ [ELEMENT]: idOf(element) });
      return { __element: elements.length - 1 };
    });
    const script = `${NAME_HELPER} const done = arguments[arguments.length - 1];
      const elements = [...arguments].slice(1, -1);
      const put = (v) => (v && typeof v === 'object' && '__element' in v ? elements[v.__element] : v);
      const shaped = arguments[0];
      const arg = shaped && typeof shaped === 'object' && !Array.isArray(shaped) && !('__element' in shaped)
        ? Object.fromEntries(Object.entries(shaped).map(([k, v]) => [k, put(v)]))
        : put(shaped);
      Promise.resolve().then(() => (${source})(arg))
        .then((value) => done({ value }), (error) => done({ error: String(error) + ' ' + (error && error.stack) }));`;
    const result = (await send('POST', at('/execute/async'), {
      script,
      args: [shaped, ...elements],
    })) as { value?: unknown; error?: string };
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value;
  }

  async function pointer(actions: unknown[]) {
    await send('POST', at('/actions'), {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
    await send('DELETE', at('/actions'));
  }

  async function key(value: string) {
    await send('POST', at('/actions'), {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await send('DELETE', at('/actions'));
  }

  return {
    engine: 'webkit',
    origin: proxy.url,
    async fresh(viewport: Viewport) {
      // One browser for the engine; a new visitor is a blank page with no cookies or storage.
      await send('POST', at('/url'), { url: proxy.url + '/robots.txt' });
      await send('DELETE', at('/cookie'));
      await execute('() => { localStorage.clear(); sessionStorage.clear(); }', null);
      await send('POST', at('/url'), { url: 'about:blank' });
      await send('POST', at('/window/rect'), { width: viewport.width, height: viewport.height });
      proxy.takeErrors();
    },
    async goto(url) {
      await send('POST', at('/url'), { url });
    },
    async reload() {
      await send('POST', at('/refresh'), {});
    },
    run: execute,
    async element(source, arg) {
      const found = (await execute(source, arg)) as Record<string, string> | null;
      return found?.[ELEMENT] ? ({ engine: 'webkit', id: found[ELEMENT] } satisfies Ref) : null;
    },
    async click(element) {
      await execute(
        '(el) => el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" })',
        element,
      );
      // At the element's centre, as a pointer does: nothing checks what is on top.
      await pointer([
        { type: 'pointerMove', duration: 0, origin: { [ELEMENT]: idOf(element) }, x: 0, y: 0 },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async type(element, text) {
      // Into view and focused as a tap does (WebKitWebDriver's own click refuses a field that the
      // page scrolled a moment ago), then the keys.
      await execute(
        '(el) => { el.scrollIntoView({ block: "center", behavior: "instant" }); el.focus(); }',
        element,
      );
      await send('POST', at(`/element/${idOf(element)}/value`), { text });
    },
    async upload(element, files) {
      await send('POST', at(`/element/${idOf(element)}/value`), { text: files.join('\n') });
    },
    async press(name) {
      await key(name === 'Escape' ? '\uE00C' : '\uE007');
    },
    async screenshot(file) {
      const png = (await send('GET', at('/screenshot'))) as string;
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async takeErrors() {
      // The page's listener reports by beacon: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return proxy.takeErrors();
    },
    async close() {
      await send('DELETE', at('')).catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      await proxy.close();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
