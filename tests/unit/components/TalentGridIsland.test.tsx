// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { LazyTalentGridIsland } from '@/components/talents/LazyTalentGridIsland';
import { TalentCard } from '@/components/talents/TalentCard';
import { useState } from 'react';
import {
  TalentGridIsland,
  type TalentGridIslandProps,
} from '@/components/talents/TalentGridIsland';
import type { TalentListItem, TalentListPage } from '@/lib/talents/list-item';
import { startPages } from '@/lib/talents/more-pages';
import { favoriteLabels, islandTexts } from '@/lib/talents/list-texts';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { renderIn, stubFetch } from './render';

// The texts as the server translates them for the list.
const t = createTranslator({ locale: 'en', messages: en, namespace: 'Talents' }) as (
  key: string,
  values?: Record<string, string>,
) => string;

const push = vi.fn();
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push, prefetch: vi.fn() }),
}));

// The grid as the server renders it: plain cards, plain buttons.
function ServerGrid({ ids }: { ids: number[] }) {
  return (
    <ul id="grid">
      {ids.map((id) => (
        <li key={id} data-talent-id={id}>
          <TalentCard
            talent={{ id, name: `Talent ${id}`, cover: null }}
            href={{ pathname: '/models/[id]/[name]', params: { id, name: `talent-${id}` } }}
            action={
              <FavoriteButton
                talent={{ id, name: `Talent ${id}`, cover: null, category: 'models' }}
                pressed={false}
                label={`Add Talent ${id} to favorites`}
                labels={favoriteLabels(t, `Talent ${id}`)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

const LIST_PROPS = {
  gridId: 'grid',
  pagerId: 'pager',
  locale: 'en',
  category: 'models',
  filters: 'gender=woman',
  page: 1,
  firstPageHref: '/en/models?gender=woman',
  labels: islandTexts(t),
} as const;

/** One card and the list's first-load part only (the island itself not yet arrived). */
function renderFirstLoadPart() {
  return renderIn(
    'en',
    <>
      <ServerGrid ids={[5]} />
      <LazyTalentGridIsland {...LIST_PROPS} total={1} />
    </>,
  );
}

/** The island with its state held as LazyTalentGridIsland holds it. */
function Island(props: Omit<TalentGridIslandProps, 'state' | 'setState'>) {
  const [state, setState] = useState(startPages<TalentListItem>(props.page, props.total));
  return <TalentGridIsland {...props} state={state} setState={setState} />;
}

function renderList(total: number, ids = Array.from({ length: 30 }, (_, i) => i + 1)) {
  return renderIn(
    'en',
    <>
      <ServerGrid ids={ids} />
      <nav id="pager" aria-label="Pages">
        <p>Page links</p>
      </nav>
      <Island {...LIST_PROPS} total={total} />
    </>,
  );
}

const page2: TalentListPage = {
  items: [31, 32].map((id) => ({
    id,
    name: `Talent ${id}`,
    cover: null,
    gender: 'woman',
    heightCm: id === 31 ? 170 : 180,
    href: `/en/models/${id}/talent-${id}`,
    favoriteLabels: favoriteLabels(t, `Talent ${id}`),
  })),
  total: 32,
  page: 2,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  push.mockReset();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the talent grid island', () => {
  it('wires every server-rendered favorite button: pressed state, name, storage', () => {
    renderList(30);
    const add = screen.getByRole('button', { name: 'Add Talent 3 to favorites' });
    fireEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Remove Talent 3 from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({
      3: { id: 3, name: 'Talent 3', cover: null, category: 'models' },
    });
    fireEvent.click(remove);
    expect(
      screen
        .getByRole('button', { name: 'Add Talent 3 to favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({});
  });

  it('follows a favorite added in another tab', () => {
    renderList(30);
    const stored = JSON.stringify({
      7: { id: 7, name: 'Talent 7', cover: null, category: 'models' },
    });
    act(() => {
      localStorage.setItem('favorites', stored);
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorites', newValue: stored }));
    });
    expect(
      screen
        .getByRole('button', { name: 'Remove Talent 7 from favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('opens a profile on the client for a plain click, and leaves a new-tab click alone', () => {
    // The card links are wired by the first-load part, before the island arrives.
    renderFirstLoadPart();
    const link = screen.getByRole('link', { name: 'Talent 5' });
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/models/5/talent-5');
    push.mockReset();
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('saves a favorite pressed before the island has arrived', () => {
    renderFirstLoadPart();
    const button = screen.getByRole('button', { name: /Talent 5/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const saved = () => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}'));
    expect(saved()).toContain('5');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(saved()).not.toContain('5');
  });

  it('replaces the page links with "show more", which appends the next page with its filters', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(Response.json(page2));
    renderList(32);
    expect(document.getElementById('pager')!.hidden).toBe(true);
    expect(screen.getByText('Showing 30 of 32')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const grid = document.getElementById('grid')!;
    await within(grid).findByRole('link', { name: 'Talent 32' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://site');
    expect(url.pathname).toBe('/api/talents');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gender: 'woman',
      lang: 'en',
      category: 'models',
      page: '2',
    });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(32);
    // Heights in the units of an English page: feet and inches.
    expect(within(grid).getByText('5′7″')).toBeTruthy();
    expect(within(grid).getByText('5′11″')).toBeTruthy();
    expect(screen.getByText('Showing 32 of 32')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // A card that came later is wired like the others.
    fireEvent.click(screen.getByRole('button', { name: 'Add Talent 32 to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove Talent 32 from favorites' })).toBeTruthy();
  });

  it('says when the next page could not be loaded, and tries again', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    fetchMock.mockResolvedValueOnce(Response.json(page2));
    renderList(32);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('We could not load more talents.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Talent 31' });
    expect(screen.queryByText('We could not load more talents.')).toBeNull();
  });
});
