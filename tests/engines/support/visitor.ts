import type { Driver, ElementRef } from './driver';
import { pageFunction } from './driver';
import { findAll } from './in-page';
import { describeTarget, toWire, type Target, type Text } from './target';

// What a journey does and checks, written once for every engine on top of
// the engine's Driver: find by role, label or text, wait for a condition
// (never a fixed time where a condition can be awaited), press, type, choose.

const FIND = `(target) => { const findAll = ${findAll.toString()}; return findAll(target)[0] ?? null; }`;
const COUNT = `(target) => { const findAll = ${findAll.toString()}; return findAll(target).length; }`;

const STILL = `(el) => new Promise((resolve) => {
  const box = () => JSON.stringify(el.getBoundingClientRect());
  const before = box();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.isConnected && box() === before)));
})`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class JourneyError extends Error {}

export class Visitor {
  constructor(readonly driver: Driver) {}

  get engine() {
    return this.driver.engine;
  }

  async open(path: string) {
    await this.driver.goto(this.driver.origin + path);
  }

  async reload() {
    await this.driver.reload();
  }

  /** Runs a function in the page (self-contained: it is sent as text). */
  async run<A, R>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>> {
    return (await this.driver.run(pageFunction(fn as never), arg ?? null)) as Awaited<R>;
  }

  /** Polls `check` until it gives a truthy value, which it returns. */
  async until<R>(what: string, check: () => Promise<R>, timeout = 10_000): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value as NonNullable<R>;
        last = value;
      } catch (error) {
        // A page being replaced cannot be read for a moment: try again.
        last = error;
      }
      if (Date.now() > deadline)
        throw new JourneyError(
          `${this.engine}: waited ${timeout} ms for ${what} (last: ${String(last)})`,
        );
      await sleep(100);
    }
  }

  /** The first visible element matching, once there is one. */
  async find(target: Target, timeout = 10_000): Promise<ElementRef> {
    return this.until(
      `${describeTarget(target)} to be shown`,
      () => this.driver.element(FIND, toWire(target)),
      timeout,
    );
  }

  async see(target: Target, timeout?: number) {
    await this.find(target, timeout);
  }

  count(target: Target): Promise<number> {
    return this.driver.run(COUNT, toWire(target)) as Promise<number>;
  }

  async gone(target: Target, timeout = 10_000) {
    await this.until(
      `${describeTarget(target)} to be gone`,
      async () => (await this.count(target)) === 0,
      timeout,
    );
  }

  /**
   * Does `act` on the element found afresh each time the page replaced it meanwhile (a list that
   * grows, a form drawn again once the favorites are read): what a visitor's next look would find.
   */
  async onFresh<T>(target: Target, act: (element: ElementRef) => Promise<T>): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const element = await this.find(target);
      try {
        return await act(element);
      } catch (error) {
        const replaced = /stale element|detached|not interactable/i.test(String(error));
        if (!replaced || Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  }

  /** Presses the element once it stands still (a panel sliding in moves what it holds). */
  async click(target: Target) {
    await this.onFresh(target, async (element) => {
      await this.until(`${describeTarget(target)} to stand still`, () =>
        this.driver.run(STILL, element),
      );
      await this.driver.click(element);
    });
  }

  /** Replaces a field's text by typing it (a date field is set as its picker would). */
  async fill(target: Target, text: string) {
    await this.onFresh(target, (field) => this.fillField(field, text));
  }

  private async fillField(field: ElementRef, text: string) {
    const kind = (await this.driver.run(
      pageFunction(((el: HTMLInputElement) => el.type) as never),
      field,
    )) as string;
    const setter = pageFunction(((arg: { el: HTMLInputElement; value: string }) => {
      const prototype = Object.getPrototypeOf(arg.el) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(arg.el, arg.value);
      arg.el.dispatchEvent(new Event('input', { bubbles: true }));
      arg.el.dispatchEvent(new Event('change', { bubbles: true }));
    }) as never);
    if (kind === 'date') return void (await this.driver.run(setter, { el: field, value: text }));
    await this.driver.run(setter, { el: field, value: '' });
    await this.driver.type(field, text);
  }

  /** Chooses an option of a select, as the browser's list does (input and change events). */
  async select(target: Target, option: { label?: Text; value?: string; index?: number }) {
    const field = await this.find(target);
    const label =
      option.label instanceof RegExp
        ? { source: option.label.source, flags: option.label.flags }
        : option.label;
    const chosen = await this.until(
      `an option ${JSON.stringify(option)} in ${describeTarget(target)}`,
      () =>
        this.driver.run(
          pageFunction(((arg: {
            el: HTMLSelectElement;
            label?: string | { source: string; flags: string };
            value?: string;
            index?: number;
          }) => {
            const options = [...arg.el.options];
            const text = (o: HTMLOptionElement) => o.text.replace(/\s+/g, ' ').trim();
            const match =
              arg.index !== undefined
                ? options[arg.index]
                : arg.value !== undefined
                  ? options.find((o) => o.value === arg.value)
                  : options.find((o) =>
                      typeof arg.label === 'string'
                        ? text(o) === arg.label
                        : new RegExp(arg.label!.source, arg.label!.flags).test(text(o)),
                    );
            if (!match || arg.el.disabled) return false;
            const prototype = Object.getPrototypeOf(arg.el) as object;
            Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(arg.el, match.value);
            arg.el.dispatchEvent(new Event('input', { bubbles: true }));
            arg.el.dispatchEvent(new Event('change', { bubbles: true }));
            return true;
          }) as never),
          { el: field, label, value: option.value, index: option.index },
        ),
    );
    return chosen;
  }

  async upload(target: Target, files: string[]) {
    await this.driver.upload(await this.find(target), files);
  }

  async press(key: 'Escape' | 'Enter') {
    await this.driver.press(key);
  }

  /** The address shown, without the origin. */
  path(): Promise<string> {
    return this.run(() => location.pathname + location.search);
  }

  async waitForPath(path: RegExp, timeout = 15_000): Promise<string> {
    return this.until(
      `the address to match ${path}`,
      async () => {
        const now = await this.path();
        return path.test(now) ? now : null;
      },
      timeout,
    );
  }

  textOf(target: Target): Promise<string> {
    return this.find(target).then(
      async (element) =>
        (await this.driver.run(
          pageFunction(((el: Element) =>
            (el.textContent ?? '').replace(/\s+/g, ' ').trim()) as never),
          element,
        )) as string,
    );
  }

  /** Until React has taken over the element (it marks the elements it owns). */
  async hydrated(target: Target, timeout = 20_000) {
    await this.until(
      `${describeTarget(target)} to be hydrated`,
      async () =>
        (await this.driver.run(
          pageFunction(((el: Element) =>
            Object.keys(el).some((key) => key.startsWith('__reactProps'))) as never),
          await this.find(target),
        )) as boolean,
      timeout,
    );
  }

  /** Fails with every console error and uncaught exception of the page since the last look. */
  async expectNoErrors() {
    const errors = await this.driver.takeErrors();
    if (errors.length)
      throw new JourneyError(`${this.engine}: script errors:\n${errors.join('\n')}`);
  }
}

/** Asserts, with a message that names the engine. */
export function check(visitor: Visitor, condition: unknown, message: string): asserts condition {
  if (!condition) throw new JourneyError(`${visitor.engine}: ${message}`);
}
