// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenderFilter } from '@/components/talents/GenderFilter';
import { renderIn, type Lang } from './render';

// The site's own rule that hides the cards of the other gender (app/globals.css).
const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
const FILTER_RULE = /\[data-filter=[^{]+\{[^}]*\}/.exec(css)?.[0];
const style = document.createElement('style');

beforeAll(() => {
  if (!FILTER_RULE) throw new Error('the gender filter rule is missing from app/globals.css');
  style.textContent = FILTER_RULE;
  document.head.append(style);
});

afterAll(() => style.remove());

beforeEach(() => {
  window.history.replaceState(null, '', '/en/models?page=2');
});

afterEach(cleanup);

/** The talent list as the server renders it: the filter, then the grid of cards. */
function renderList({
  lang = 'en',
  counts = { man: 1, woman: 2 },
}: { lang?: Lang; counts?: { man: number; woman: number } } = {}) {
  return renderIn(
    lang,
    <>
      <GenderFilter gridId="talents" counts={counts} />
      <ul id="talents">
        <li data-gender="woman">Ana</li>
        <li data-gender="man">Rui</li>
        <li data-gender="woman">Bia</li>
        <li data-gender="none">Alex</li>
      </ul>
    </>,
  );
}

/** The names of the cards the visitor can see. */
function shown(): string[] {
  const grid = document.getElementById('talents')!;
  return within(grid)
    .getAllByRole('listitem', { hidden: true })
    .filter((card) => getComputedStyle(card).display !== 'none')
    .map((card) => card.textContent ?? '');
}

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');
const address = () => `${window.location.pathname}${window.location.search}`;

describe('gender filter', () => {
  it('is a labelled group of two toggles, none pressed, with every card shown', () => {
    renderList();
    const group = screen.getByRole('group', { name: 'Filter by gender' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Male', 'Female']);
    expect([pressed('Male'), pressed('Female')]).toEqual(['false', 'false']);
    expect(shown()).toEqual(['Ana', 'Rui', 'Bia', 'Alex']);
  });

  it('choosing Female shows only women and puts the filter in the address, keeping the rest', () => {
    renderList();
    fireEvent.click(button('Female'));
    expect([pressed('Male'), pressed('Female')]).toEqual(['false', 'true']);
    expect(shown()).toEqual(['Ana', 'Bia']);
    expect(address()).toBe('/en/models?page=2&gender=woman');
  });

  it('choosing the current filter again clears it', () => {
    renderList();
    fireEvent.click(button('Female'));
    fireEvent.click(button('Female'));
    expect([pressed('Male'), pressed('Female')]).toEqual(['false', 'false']);
    expect(shown()).toEqual(['Ana', 'Rui', 'Bia', 'Alex']);
    expect(address()).toBe('/en/models?page=2');
  });

  it('choosing the other one replaces it', () => {
    renderList();
    fireEvent.click(button('Female'));
    fireEvent.click(button('Male'));
    expect([pressed('Male'), pressed('Female')]).toEqual(['true', 'false']);
    expect(shown()).toEqual(['Rui']);
    expect(address()).toBe('/en/models?page=2&gender=man');
  });

  it('replaces the history entry, keeping its state, rather than adding one', () => {
    window.history.replaceState({ router: 'entry' }, '', '/en/models?page=2');
    const entries = window.history.length;
    renderList();
    fireEvent.click(button('Male'));
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ router: 'entry' });
  });

  it('applies a filter that arrives in the address', () => {
    window.history.replaceState(null, '', '/en/models?gender=man&page=3');
    renderList();
    expect([pressed('Male'), pressed('Female')]).toEqual(['true', 'false']);
    expect(shown()).toEqual(['Rui']);
    fireEvent.click(button('Male'));
    expect(shown()).toEqual(['Ana', 'Rui', 'Bia', 'Alex']);
    expect(address()).toBe('/en/models?page=3');
  });

  it('ignores an unknown gender in the address', () => {
    window.history.replaceState(null, '', '/en/models?gender=robot');
    renderList();
    expect([pressed('Male'), pressed('Female')]).toEqual(['false', 'false']);
    expect(shown()).toEqual(['Ana', 'Rui', 'Bia', 'Alex']);
  });

  it('follows the address when the visitor goes back or forward', () => {
    renderList();
    act(() => {
      window.history.replaceState(null, '', '/en/models?gender=woman');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pressed('Female')).toBe('true');
    expect(shown()).toEqual(['Ana', 'Bia']);
    act(() => {
      window.history.replaceState(null, '', '/en/models');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pressed('Female')).toBe('false');
    expect(shown()).toEqual(['Ana', 'Rui', 'Bia', 'Alex']);
  });

  it('says no talents were found when none has the chosen gender', () => {
    renderList({ counts: { man: 0, woman: 2 } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(button('Male'));
    expect(screen.getByRole('status').textContent).toBe('No talents found');
    fireEvent.click(button('Female'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is worded in the page language', () => {
    renderList({ lang: 'es' });
    const group = screen.getByRole('group', { name: 'Filtrar por género' });
    fireEvent.click(within(group).getByRole('button', { name: 'Femenino' }));
    expect(
      within(group).getByRole('button', { name: 'Femenino' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(shown()).toEqual(['Ana', 'Bia']);
  });
});
