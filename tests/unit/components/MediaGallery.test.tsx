// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaGallery } from '@/components/talents/MediaGallery';
import en from '@/messages/en.json';

// The slider comes once the page is interactive; these tests are about the tabs and panels.
vi.mock('@/components/experience/useAfterLoad', () => ({ useAfterLoad: () => false }));

const slides = {
  book: [<p key="1">book 1</p>, <p key="2">book 2</p>],
  snap: [<p key="1">snap 1</p>],
  video: [],
};

const page = (
  <NextIntlClientProvider locale="en" messages={en}>
    <MediaGallery slides={slides} />
  </NextIntlClientProvider>
);

const panel = (type: string) => document.getElementById(`media-${type}`)!;
const tab = (name: string) =>
  within(screen.getByRole('group', { name: 'Media' })).getByRole('link', { name });

/** The server's HTML, then hydrated as the browser does, at `address`. */
async function serveAndHydrate(address: string) {
  window.history.replaceState(null, '', address);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const server = {
    panels: [...container.querySelectorAll('[data-media-panel]')].map((node) => [
      node.id,
      node.hasAttribute('hidden'),
    ]),
    chosen: container.querySelector('[data-chosen]'),
  };
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, page, { onRecoverableError: recoverable }),
  );
  return { server, recoverable, done: () => act(() => root.unmount()) };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe("a profile's media tabs", () => {
  it('are links to panels that are all in the server HTML, for CSS to choose', async () => {
    const { server, recoverable, done } = await serveAndHydrate('/en/models/1/ana');
    // Only the types the talent has; none hidden by the HTML itself.
    expect(server.panels).toEqual([
      ['media-book', false],
      ['media-snap', false],
    ]);
    expect(server.chosen).toBeNull();
    expect(tab('Snaps').getAttribute('href')).toBe('#media-snap');
    // Hydrated: the first type shows alone.
    expect(panel('book').hidden).toBe(false);
    expect(panel('snap').hidden).toBe(true);
    expect(tab('Book').getAttribute('aria-current')).toBe('true');
    expect(recoverable).not.toHaveBeenCalled();
    done();
  });

  it("open the address's tab once hydrated", async () => {
    const { recoverable, done } = await serveAndHydrate('/en/models/1/ana#media-snap');
    expect(panel('snap').hidden).toBe(false);
    expect(panel('book').hidden).toBe(true);
    expect(tab('Snaps').getAttribute('aria-current')).toBe('true');
    expect(tab('Book').getAttribute('aria-current')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    done();
  });

  it('switch in place, the address naming the tab', async () => {
    const { done } = await serveAndHydrate('/en/models/1/ana');
    // false: the link's jump was prevented.
    expect(fireEvent.click(tab('Snaps'))).toBe(false);
    expect(panel('snap').hidden).toBe(false);
    expect(panel('book').hidden).toBe(true);
    expect(window.location.pathname + window.location.hash).toBe('/en/models/1/ana#media-snap');
    expect(window.location.search).toBe('');
    // A click that opens a new tab is the browser's.
    expect(fireEvent.click(tab('Book'), { ctrlKey: true })).toBe(true);
    expect(panel('snap').hidden).toBe(false);
    done();
  });
});
