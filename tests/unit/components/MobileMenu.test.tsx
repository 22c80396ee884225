// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuIcon } from '@/components/layout/MenuIcon';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { Link } from '../support/link-stub';
import { headerTexts, renderIn, type Lang } from './render';

const navigation = vi.hoisted(() => ({ pathname: '/en' }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
}));

/** A media query list for the inline menu's width, which the test can widen. */
function fakeWideScreen() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn(() => query as unknown as MediaQueryList),
    widen() {
      query.matches = true;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

let screenWidth: ReturnType<typeof fakeWideScreen>;

beforeEach(() => {
  navigation.pathname = '/en';
  screenWidth = fakeWideScreen();
  vi.stubGlobal('matchMedia', screenWidth.matchMedia);
  // jsdom lays nothing out, so every element would look hidden to the focus
  // trap; here an element is laid out unless it is inside [hidden].
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const rects = this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)];
    return rects as unknown as DOMRectList;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The header: a link before the menu, a button after it, the menu's links (and `extra`) inside. */
function renderHeader(lang: Lang = 'en', extra?: React.ReactNode) {
  const menu = () => (
    <header>
      <Link href="/">Brand</Link>
      <MobileMenu {...headerTexts(lang).menu} icon={<MenuIcon />}>
        <nav aria-label="Main menu">
          <Link href="/about">About us</Link>
          <Link href="/contact">Contact</Link>
          <Link href="/favorites">Favorites</Link>
          {extra}
        </nav>
      </MobileMenu>
      <button type="button">Outside</button>
    </header>
  );
  const result = renderIn(lang, menu());
  return { ...result, rerenderHeader: () => result.rerender(menu()) };
}

const toggle = () =>
  screen.getByRole('button', { name: /^(Open|Close) menu$/ }) as HTMLButtonElement;
// By its text: jsdom runs no animation frames, so the panel may still be
// mid-way (visibility hidden, which hides its links' names) when a test acts.
const link = (name: string) => screen.getByText(name, { selector: 'a' });
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
}

describe('mobile menu', () => {
  it('has a toggle named “Open menu”, not expanded, that controls the menu panel', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(link('About us'))).toBe(true);
  });

  it('opens and closes with the toggle, whose name says what it will do', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and gives the focus back to the toggle', () => {
    renderHeader();
    open();
    link('Contact').focus();
    press('Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves an Escape that a control inside the menu already handled to that control', () => {
    renderHeader(
      'en',
      <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
        Casting
      </button>,
    );
    open();
    const casting = screen.getByText('Casting', { selector: 'button' });
    casting.focus();
    press('Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(casting);
  });

  it('keeps Tab inside while open: from the last link to the toggle, and Shift+Tab back', () => {
    renderHeader();
    open();
    link('Favorites').focus();
    press('Tab');
    expect(document.activeElement).toBe(toggle());
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(link('Favorites'));
  });

  it('brings a focus that was outside the menu back in on Tab', () => {
    renderHeader();
    open();
    screen.getByRole('button', { name: 'Outside' }).focus();
    press('Tab');
    expect(document.activeElement).toBe(toggle());
    screen.getByRole('button', { name: 'Outside' }).focus();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(link('Favorites'));
  });

  it('skips what is disabled or not shown when wrapping round', () => {
    renderHeader(
      'en',
      <>
        <button type="button" disabled>
          Disabled
        </button>
        <span hidden>
          <Link href="/privacy">Hidden</Link>
        </span>
      </>,
    );
    open();
    // After Favorites come only a disabled button and a hidden link: going back
    // from the toggle lands on Favorites.
    toggle().focus();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(link('Favorites'));
  });

  it('does not hold the focus while closed', () => {
    renderHeader();
    link('Favorites').focus();
    press('Tab');
    expect(document.activeElement).toBe(link('Favorites'));
    toggle().focus();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(toggle());
  });

  it('a click outside closes it; a click inside does not', () => {
    renderHeader();
    open();
    fireEvent.pointerDown(link('About us'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the visitor goes to another page', () => {
    const { rerenderHeader } = renderHeader();
    open();
    navigation.pathname = '/en/contact';
    rerenderHeader();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the window widens to the inline menu', () => {
    renderHeader();
    open();
    screenWidth.widen();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['pt', 'Abrir menu', 'Fechar menu'],
    ['es', 'Abrir menú', 'Cerrar menú'],
  ] as const)('names its toggle in the page language (%s)', (lang, openName, closeName) => {
    renderHeader(lang);
    fireEvent.click(screen.getByRole('button', { name: openName }));
    expect(screen.getByRole('button', { name: closeName }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
