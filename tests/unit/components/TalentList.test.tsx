// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TalentList } from '@/components/talents/TalentList';
import { listTestSetup, serverHtml } from './lists';
import { pending } from './render';
import { answer, cards, PROPS, range, renderList, showMore } from './talentList';

const setup = listTestSetup();

// The machines these run on are shared and often busy.
describe('talent list', { timeout: 20_000 }, () => {
  it('is whole in the server HTML: every card linked to its profile, the page links, no "show more"', () => {
    const html = serverHtml(<TalentList {...PROPS} />);
    const links = [...html.querySelectorAll('#talent-grid li h2 a')];
    expect(links).toHaveLength(30);
    expect(links[0]!.getAttribute('href')).toBe('/en/models/1/talent-1');
    expect(links[0]!.textContent).toBe('Talent 1');
    expect(html.querySelector('nav[aria-label="Pages"]')!.closest('[hidden]')).toBeNull();
    expect(html.textContent).not.toContain('Show more');
    const favorite = html.querySelector('button[aria-label="Add Talent 1 to favorites"]');
    expect(favorite).not.toBeNull();
  });

  it('says how many are shown, in words, and hides the page links for "show more"', () => {
    renderList();
    expect(cards()).toHaveLength(30);
    expect(screen.getByText('Showing 1–30 of 65 talents')).toBeTruthy();
    expect(showMore()).toBeTruthy();
    expect(screen.getByText('page links').closest('[hidden]')).not.toBeNull();
    // Heights in the language's units (feet and inches in English).
    expect(within(cards()[0]!).getByText('5′7″')).toBeTruthy();
  });

  it('appends the next page with the same filters on "show more", until every talent is shown', async () => {
    setup.fetchMock
      .mockResolvedValueOnce(answer(range(31, 60), 65, 2))
      .mockResolvedValueOnce(answer(range(61, 65), 65, 3));
    renderList();
    fireEvent.click(showMore());
    expect(await screen.findByText('Showing 1–60 of 65 talents')).toBeTruthy();
    const url = new URL(String(setup.fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/talents');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gender: 'woman',
      lang: 'en',
      category: 'models',
      page: '2',
    });
    expect(screen.getByRole('link', { name: 'Talent 45' }).getAttribute('href')).toBe(
      '/en/models/45/talent-45',
    );
    fireEvent.click(showMore());
    expect(await screen.findByText('Showing 1–65 of 65 talents')).toBeTruthy();
    expect(cards()).toHaveLength(65);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('loads the next page when the visitor scrolls near the end, one request at a time', async () => {
    const next = pending();
    setup.fetchMock.mockReturnValueOnce(next.promise);
    renderList();
    setup.scroll.scrollTo('talent-sentinel');
    setup.scroll.scrollTo('talent-sentinel');
    expect(await screen.findByText('Loading more talents…')).toBeTruthy();
    expect(setup.fetchMock).toHaveBeenCalledTimes(1);
    next.resolve(answer(range(31, 60), 65, 2));
    expect(await screen.findByText('Showing 1–60 of 65 talents')).toBeTruthy();
  });

  it('says when a page could not be loaded, and tries again on request', async () => {
    setup.fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(answer(range(31, 60), 65, 2));
    renderList();
    fireEvent.click(showMore());
    expect(await screen.findByText('We could not load more talents.')).toBeTruthy();
    expect(cards()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–60 of 65 talents')).toBeTruthy();
    expect(screen.queryByText('We could not load more talents.')).toBeNull();
  });

  it('never shows a talent twice when the pages shifted', async () => {
    setup.fetchMock.mockResolvedValueOnce(answer(range(30, 59), 65, 2));
    renderList();
    fireEvent.click(showMore());
    expect(await screen.findByRole('link', { name: 'Talent 59' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Talent 30' })).toHaveLength(1);
  });

  it('offers the first page when it starts at a later one', () => {
    renderList({ page: 2, talents: range(31, 60), firstPage: { pathname: '/models' } });
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/en/models',
    );
  });
});
