// The thin part that differs per engine: how to open a page, run code in it,
// and press, type or upload on an element with the engine's own input. The
// journeys (../journeys.ts) and their checks (visitor.ts) are the same for all.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element found in the page, opaque to the journeys. */
export type ElementRef = { readonly engine: EngineName };

export type Viewport = { width: number; height: number };

export interface Driver {
  readonly engine: EngineName;
  /** Where the journeys' paths are opened (WebKit's goes through its error proxy). */
  readonly origin: string;
  /** A fresh visitor: no cookies, storage or page of the previous journey. */
  fresh(viewport: Viewport): Promise<void>;
  /** A full navigation, as a typed address; resolves once the page has loaded. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs `source` (a function's text) in the page with `arg` (JSON, where an
   * element found before may stand as the argument or as one of its fields);
   * awaits a promise it returns.
   */
  run(source: string, arg: unknown): Promise<unknown>;
  /** The same, for a function that returns an element (or null). */
  element(source: string, arg: unknown): Promise<ElementRef | null>;
  /** A pointer press on the element's centre, scrolled into view first. */
  click(element: ElementRef): Promise<void>;
  /** Keys typed into the element (focused by a click first). */
  type(element: ElementRef, text: string): Promise<void>;
  upload(element: ElementRef, files: string[]): Promise<void>;
  press(key: 'Escape' | 'Enter'): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A function's text, to run in a page. */
export const pageFunction = (fn: (arg: never) => unknown): string => fn.toString();

/** Opens every wrapper a driver puts around a function's text: esbuild's `__name` helper, given a stand-in. */
export const NAME_HELPER = 'const __name = (f) => f;';

export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && 'engine' in value;

/** The argument with each element (itself, or one of its fields) replaced by `swap`'s value. */
export function swapElements(arg: unknown, swap: (element: ElementRef) => unknown): unknown {
  if (isElementRef(arg)) return swap(arg);
  if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) return arg;
  return Object.fromEntries(
    Object.entries(arg).map(([key, value]) => [key, isElementRef(value) ? swap(value) : value]),
  );
}
