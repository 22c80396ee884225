// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkNavigation } from '@/components/experience/LinkNavigation';
import { SmartLink } from '@/components/experience/SmartLink';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/sobre-nos' }));

// The test says which links are on screen.
let observed: Element[] = [];
let reportSeen: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: typeof reportSeen) {
    reportSeen = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {
    observed = [];
  }
}

function connection(value: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

function page() {
  return render(
    <>
      <LinkNavigation />
      <SmartLink href="/contato">Contact</SmartLink>
      <SmartLink href="/modelos?gender=female" scroll={false}>
        Women
      </SmartLink>
      <SmartLink href="/privacy" prefetch={false}>
        Privacy
      </SmartLink>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- on purpose: a link that is not a SmartLink */}
      <a href="/sobre-nos#team">Team (not a site link)</a>
      <SmartLink href="https://instagram.com/agency">Instagram</SmartLink>
    </>,
  );
}

const linkTo = (text: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === text)!;

beforeEach(() => {
  router.push.mockReset();
  router.prefetch.mockReset();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // "Idle" at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    run();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  connection({ effectiveType: '4g', saveData: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  connection(undefined);
});

describe('LinkNavigation', () => {
  it('sends a plain click on a site link through the router', () => {
    page();
    const click = fireEvent.click(linkTo('Contact'));
    expect(click).toBe(false); // the browser's navigation was cancelled
    expect(router.push).toHaveBeenCalledWith('/contato', { scroll: true });
  });

  it('keeps the scroll where the link asks for it', () => {
    page();
    fireEvent.click(linkTo('Women'));
    expect(router.push).toHaveBeenCalledWith('/modelos?gender=female', { scroll: false });
  });

  it('leaves modified clicks, other origins, plain links and handled clicks to others', () => {
    page();
    expect(fireEvent.click(linkTo('Contact'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(linkTo('Contact'), { button: 1 })).toBe(true);
    expect(fireEvent.click(linkTo('Instagram'))).toBe(true);
    expect(fireEvent.click(linkTo('Team (not a site link)'))).toBe(true);
    const handled = linkTo('Contact');
    handled.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(handled);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a site link once it is near the screen, and when pointed at', () => {
    page();
    const contact = linkTo('Contact');
    expect(observed).toContain(contact);
    expect(observed).not.toContain(linkTo('Privacy'));
    expect(observed).not.toContain(linkTo('Instagram'));
    reportSeen([{ isIntersecting: true, target: contact }]);
    expect(router.prefetch).toHaveBeenCalledWith('/contato');

    fireEvent.pointerOver(linkTo('Women'));
    expect(router.prefetch).toHaveBeenLastCalledWith('/modelos?gender=female');
    fireEvent.pointerOver(linkTo('Privacy'));
    expect(router.prefetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['2g', { effectiveType: '2g', saveData: false }],
    ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing on %s', (_, slow) => {
    connection(slow);
    page();
    expect(observed).toEqual([]);
    fireEvent.pointerOver(linkTo('Contact'));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
