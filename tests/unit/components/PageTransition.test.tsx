// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/sobre-nos' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

// Each fade waits until the test ends it.
const fades = vi.hoisted(() => ({
  calls: [] as { element: HTMLElement; opacity: number; end: () => void }[],
}));
vi.mock('@/components/experience/fadeTo', () => ({
  loadFade: () => Promise.resolve(),
  fadeTo: (element: HTMLElement, opacity: number) =>
    new Promise<void>((resolve) => fades.calls.push({ element, opacity, end: resolve })),
}));

type Tree = React.ContextType<typeof LayoutRouterContext>;
/** The router's tree for a page; the page below renders its name. */
const treeOf = (page: string) => ({ page }) as unknown as Tree;

function Page() {
  const tree = useContext(LayoutRouterContext) as unknown as { page: string };
  return <h1>{tree.page}</h1>;
}

function site(pathname: string, page: string) {
  navigation.pathname = pathname;
  return (
    <LayoutRouterContext.Provider value={treeOf(page)}>
      <PageTransition>
        <Page />
      </PageTransition>
    </LayoutRouterContext.Provider>
  );
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce }) as MediaQueryList),
  );
}

const shownPaths = () =>
  [...document.querySelectorAll('[data-transition]')].map((el) =>
    el.getAttribute('data-transition'),
  );

// A fresh module per test: it remembers whether the tab has rendered a page,
// and each test is a new tab.
let PageTransition: typeof import('@/components/experience/PageTransition').PageTransition;
beforeEach(async () => {
  fades.calls = [];
  vi.resetModules();
  ({ PageTransition } = await import('@/components/experience/PageTransition'));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PageTransition', () => {
  it('shows the first page at once, without fading it in', () => {
    prefersReducedMotion(false);
    render(site('/sobre-nos', 'About'));
    expect(screen.getByRole('heading').textContent).toBe('About');
    expect(fades.calls).toEqual([]);
  });

  it('keeps the leaving page on screen while it fades out, then fades the next one in', async () => {
    prefersReducedMotion(false);
    const { rerender } = render(site('/sobre-nos', 'About'));
    rerender(site('/contato', 'Contact'));

    // The router moved on, the leaving page still shows its own tree.
    expect(screen.getByRole('heading').textContent).toBe('About');
    expect(shownPaths()).toEqual(['/sobre-nos']);
    expect(fades.calls.map((call) => call.opacity)).toEqual([0]);

    await act(async () => fades.calls[0]!.end());
    expect(screen.getByRole('heading').textContent).toBe('Contact');
    expect(shownPaths()).toEqual(['/contato']);
    // Arrives hidden, fades to full opacity.
    expect(fades.calls[1]?.opacity).toBe(1);
    expect(fades.calls[1]?.element.style.opacity).toBe('0');
  });

  it('with reduced motion, the next page comes at once, with no fade', () => {
    prefersReducedMotion(true);
    const { rerender } = render(site('/sobre-nos', 'About'));
    rerender(site('/contato', 'Contact'));
    expect(screen.getByRole('heading').textContent).toBe('Contact');
    expect(shownPaths()).toEqual(['/contato']);
    expect(fades.calls).toEqual([]);
  });

  it('a change of the query on the same page renders at once', () => {
    prefersReducedMotion(false);
    const { rerender } = render(site('/modelos', 'Models'));
    rerender(site('/modelos', 'Models, women'));
    expect(screen.getByRole('heading').textContent).toBe('Models, women');
    expect(fades.calls).toEqual([]);
  });

  it('back to the page before it faded out: it stays, and fades back in', async () => {
    prefersReducedMotion(false);
    const { rerender } = render(site('/sobre-nos', 'About'));
    rerender(site('/contato', 'Contact'));
    rerender(site('/sobre-nos', 'About again'));
    expect(screen.getByRole('heading').textContent).toBe('About again');
    expect(fades.calls.map((call) => call.opacity)).toEqual([0, 1]);

    // The first fade ending late changes nothing.
    await act(async () => fades.calls[0]!.end());
    expect(shownPaths()).toEqual(['/sobre-nos']);
    expect(screen.getByRole('heading').textContent).toBe('About again');
  });

  it('the newest page arrives when the visitor moved on twice during the fade', async () => {
    prefersReducedMotion(false);
    const { rerender } = render(site('/sobre-nos', 'About'));
    rerender(site('/contato', 'Contact'));
    rerender(site('/blog', 'Blog'));
    await act(async () => fades.calls[0]!.end());
    expect(screen.getByRole('heading').textContent).toBe('Blog');
    expect(shownPaths()).toEqual(['/blog']);
  });
});
