// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TalentList } from '@/components/talents/TalentList';
import { hydrated, listTestSetup, newHistoryEntry } from './lists';
import { answer, cards, PROPS, range, renderList, showMore } from './talentList';

// The talent list as the browser runs it: hydrating the server's HTML, and
// the history entries of Back and of a new visit.

const setup = listTestSetup();

describe('talent list in the browser', { timeout: 20_000 }, () => {
  it('once the server HTML is hydrated, hides the page links and loads as the visitor scrolls', async () => {
    setup.fetchMock.mockResolvedValueOnce(answer(range(31, 60), 65, 2));
    const done = await hydrated(<TalentList {...PROPS} />);
    expect(screen.getByText('page links').closest('[hidden]')).not.toBeNull();
    setup.scroll.scrollTo('talent-sentinel');
    expect(await screen.findByText('Showing 1–60 of 65 talents')).toBeTruthy();
    expect(cards()).toHaveLength(60);
    done();
  });

  it('comes back on Back with the pages loaded and the scroll position; a new visit starts afresh', async () => {
    setup.fetchMock.mockResolvedValueOnce(answer(range(31, 60), 65, 2));
    const first = renderList();
    fireEvent.click(showMore());
    expect(await screen.findByText('Showing 1–60 of 65 talents')).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    first.unmount();

    // Back to the same history entry, where the page may be drawn twice: a
    // first list replaced before any scroll leaves the memory as it found it.
    renderList().unmount();
    vi.mocked(window.scrollTo).mockClear();
    renderList();
    expect(cards()).toHaveLength(60);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 2400);
    cleanup();

    // A link to the list opens a new entry: page 1 at the top.
    newHistoryEntry();
    vi.mocked(window.scrollTo).mockClear();
    renderList();
    expect(cards()).toHaveLength(30);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
