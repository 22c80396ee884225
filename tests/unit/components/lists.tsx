import { act, cleanup } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import en from '@/messages/en.json';
import { stubFetch } from './render';

/**
 * jsdom has no IntersectionObserver: this one lets a test say when the
 * sentinel at the end of a list comes near the screen, as a scroll would.
 */
export function fakeIntersections() {
  const watched = new Set<{ callback: IntersectionObserverCallback; node: Element | null }>();
  class Observer {
    entry: { callback: IntersectionObserverCallback; node: Element | null };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, node: null };
    }
    observe(node: Element) {
      this.entry.node = node;
      watched.add(this.entry);
    }
    disconnect() {
      watched.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** The visitor scrolls the element with this test id into view. */
    scrollTo(testId: string) {
      act(() => {
        for (const { callback, node } of [...watched]) {
          if (node?.getAttribute('data-testid') !== testId) continue;
          callback(
            [{ isIntersecting: true, target: node } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

const inEnglish = (ui: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {ui}
  </NextIntlClientProvider>
);

/** The HTML the server sends for `ui` in English, as a detached element to query. */
export function serverHtml(ui: React.ReactNode): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(inEnglish(ui));
  return holder;
}

/** The server's HTML for `ui` in the page, then hydrated as the browser does. */
export async function hydrated(ui: React.ReactNode) {
  const holder = serverHtml(ui);
  document.body.append(holder);
  const root = await act(async () => hydrateRoot(holder, inEnglish(ui)));
  return () => {
    act(() => root.unmount());
    holder.remove();
  };
}

/** A new entry in the tab's history, as a visit from a link makes. */
export function newHistoryEntry() {
  window.history.pushState({}, '', window.location.href);
}

/**
 * What every test of a growing list starts from: a new history entry with
 * nothing remembered, the site's JSON routes answered by the test, scrolling
 * told by the test, and window.scrollTo recorded.
 */
export function listTestSetup() {
  const setup = {} as {
    fetchMock: ReturnType<typeof stubFetch>;
    scroll: ReturnType<typeof fakeIntersections>;
  };
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    newHistoryEntry();
    setup.fetchMock = stubFetch();
    setup.scroll = fakeIntersections();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return setup;
}
