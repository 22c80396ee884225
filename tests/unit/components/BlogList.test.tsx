// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogList } from '@/components/blog/BlogList';
import type { PostItem, PostListPage } from '@/lib/blog/post-item';
import { listTestSetup, serverHtml } from './lists';
import { renderIn } from './render';

const post = (id: number): PostItem => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  cover: null,
  date: id === 14 ? null : { iso: '2026-11-05', text: '05/Nov/2026' },
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => post(from + index));
const answer = (items: PostItem[], total: number, page: number) =>
  Response.json({ items, total, page } satisfies PostListPage);

const PAGER = <nav aria-label="Pages">page links</nav>;
const list = (page = 1, posts = range(1, 12)) => (
  <BlogList
    page={page}
    posts={posts}
    total={25}
    pager={PAGER}
    firstPage={page > 1 ? '/blog' : null}
    // What the page's server component writes for its page (BlogListView).
    rangeText={`Showing ${(page - 1) * 12 + 1}–${Math.min(page * 12, 25)} of 25 posts`}
  />
);
const cards = () => screen.getByTestId('post-grid').querySelectorAll('li');

const setup = listTestSetup();

describe('blog list', { timeout: 20_000 }, () => {
  it('is whole in the server HTML: the posts linked by id and slug, the page links', () => {
    const html = serverHtml(list(2, range(13, 24)));
    const links = [...html.querySelectorAll('[data-testid="post-grid"] li a')];
    expect(links.map((a) => a.textContent)).toEqual(range(13, 24).map((p) => p.title));
    expect(links[0]!.getAttribute('href')).toBe('/en/blog/13/post-13');
    const dates = [...html.querySelectorAll('[data-testid="post-grid"] li')].map((li) => [
      li.querySelector('time')?.getAttribute('datetime'),
      li.querySelector('time')?.textContent,
    ]);
    expect(dates[0]).toEqual(['2026-11-05', '05/Nov/2026']);
    // A post the API gave no date has no empty <time>.
    expect(dates[1]).toEqual([undefined, undefined]);
    expect(html.textContent).toContain('page links');
    expect(html.querySelector('nav')!.closest('[hidden]')).toBeNull();
    expect(html.querySelector('[data-testid="blog-sentinel"]')).toBeNull();
    // The server's HTML already says which posts these are.
    expect(html.textContent).toContain('Showing 13–24 of 25 posts');
  });

  it('loads the next posts as the visitor nears the end, in the same list', async () => {
    setup.fetchMock
      .mockResolvedValueOnce(answer(range(13, 24), 25, 2))
      .mockResolvedValueOnce(answer(range(25, 25), 25, 3));
    renderIn('en', list());
    expect(screen.getByText('Showing 1–12 of 25 posts')).toBeTruthy();
    expect(screen.getByText('page links').closest('[hidden]')).not.toBeNull();
    setup.scroll.scrollTo('blog-sentinel');
    expect(await screen.findByText('Showing 1–24 of 25 posts')).toBeTruthy();
    expect(String(setup.fetchMock.mock.calls[0]![0])).toBe('/api/posts?lang=en&page=2');
    setup.scroll.scrollTo('blog-sentinel');
    expect(await screen.findByText('Showing 1–25 of 25 posts')).toBeTruthy();
    expect(cards()).toHaveLength(25);
    expect(screen.queryByTestId('blog-sentinel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when posts could not be loaded, and tries again on request', async () => {
    setup.fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(answer(range(13, 24), 25, 2));
    renderIn('en', list());
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('We could not load more posts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–24 of 25 posts')).toBeTruthy();
  });

  it('starting at page 2, loads page 3 and offers the first page', async () => {
    setup.fetchMock.mockResolvedValueOnce(answer(range(25, 25), 25, 3));
    renderIn('en', list(2, range(13, 24)));
    expect(screen.getByText('Showing 13–24 of 25 posts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/en/blog',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Post 25' })).toBeTruthy();
    expect(screen.getByText('Showing 13–25 of 25 posts')).toBeTruthy();
    expect(String(setup.fetchMock.mock.calls[0]![0])).toBe('/api/posts?lang=en&page=3');
  });

  it('comes back on Back with the posts loaded', async () => {
    setup.fetchMock.mockResolvedValueOnce(answer(range(13, 24), 25, 2));
    const first = renderIn('en', list());
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 1–24 of 25 posts')).toBeTruthy();
    first.unmount();
    renderIn('en', list());
    expect(cards()).toHaveLength(24);
  });
});
