// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeasurementRows } from '@/components/talents/MeasurementRows';
import type { UnitChoice } from '@/lib/units/preferences';
import en from '@/messages/en.json';
import { measureTexts, otherTabWrites, renderIn, type Lang } from './render';

const NBSP = '\u00a0';
const ROWS = [
  { label: 'height', value: '178' },
  { label: 'jeans', value: '38' },
  { label: 'waist', value: '62' },
  { label: 'shoes', value: '38' },
] as const;

const stored = () => JSON.parse(localStorage.getItem('units') ?? 'null') as unknown;

const HEIGHT_LINKS = { cm: '?height=cm', ftin: '?height=ftin' };
const SHOE_LINKS = { BR: '?shoes=BR', EU: '?shoes=EU', US: '?shoes=US', UK: '?shoes=UK' };

/**
 * A profile's values and unit links with a fresh store, each test a page load;
 * `chosen` is what the profile's address chose (?height=cm&shoes=UK).
 */
async function loadUnits(lang: Lang, chosen: UnitChoice = {}) {
  vi.resetModules();
  const [{ ProfileUnits }, { MeasurementValue }] = await Promise.all([
    import('@/components/units/ProfileUnits'),
    import('@/components/talents/MeasurementValue'),
  ]);
  return function Profile() {
    return (
      <>
        <MeasurementRows
          rows={[...ROWS]}
          labelOf={measureTexts(lang)}
          renderValue={(row) => (
            <MeasurementValue
              locale={lang}
              gender="woman"
              label={row.label}
              value={row.value}
              chosen={chosen}
            />
          )}
        />
        <ProfileUnits locale={lang} chosen={chosen} heights={HEIGHT_LINKS} shoes={SHOE_LINKS} />
      </>
    );
  };
}

async function renderProfile(lang: Lang) {
  const Profile = await loadUnits(lang);
  return renderIn(lang, <Profile />);
}

const value = (label: string) =>
  document.querySelector(`[data-measure="${label}"] dd`)?.textContent ?? null;
const unitLink = (name: string, group = 'Length unit') =>
  within(screen.getByRole('group', { name: group })).getByRole('link', { name });
const current = (link: HTMLElement) => link.getAttribute('aria-current') === 'true';

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('length unit links', () => {
  it('are a named group of two links, ft/in current by default in English', async () => {
    await renderProfile('en');
    expect(current(unitLink('ft/in'))).toBe(true);
    expect(current(unitLink('cm'))).toBe(false);
    // Without scripts each is the profile in that unit.
    expect(unitLink('cm').getAttribute('href')).toBe('?height=cm');
    expect(value('height')).toBe('5′10″');
    expect(value('waist')).toBe('24.5″');
    expect(stored()).toBeNull();
  });

  it('switch every length to centimetres in place and remember it', async () => {
    await renderProfile('en');
    // false: the click's navigation was prevented.
    expect(fireEvent.click(unitLink('cm'))).toBe(false);
    expect(current(unitLink('cm'))).toBe(true);
    expect(current(unitLink('ft/in'))).toBe(false);
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('waist')).toBe(`62${NBSP}cm`);
    expect(value('jeans')).toBe('38');
    expect(stored()).toEqual({ height: 'cm' });
  });

  it('leave a click that opens a new tab to the browser', async () => {
    await renderProfile('en');
    expect(fireEvent.click(unitLink('cm'), { ctrlKey: true })).toBe(true);
    expect(value('height')).toBe('5′10″');
    expect(stored()).toBeNull();
  });

  it('keep the choice on the next page load, and the shoes still follow the language', async () => {
    await renderProfile('en');
    fireEvent.click(unitLink('cm'));
    cleanup();

    await renderProfile('en');
    expect(current(unitLink('cm'))).toBe(true);
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('shoes')).toBe(`US${NBSP}9`);
  });

  it('name the group in the page language', async () => {
    await renderProfile('pt');
    expect(screen.getByRole('group', { name: 'Unidade de medida' })).toBeTruthy();
  });

  it('follow a choice made in another tab', async () => {
    await renderProfile('en');
    otherTabWrites('units', '{"height":"cm"}');
    expect(value('height')).toBe(`178${NBSP}cm`);
    otherTabWrites(null, null);
    expect(value('height')).toBe('5′10″');
  });

  it('show the defaults when the stored choice is damaged', async () => {
    localStorage.setItem('units', '{"height":"metres"');
    await renderProfile('en');
    expect(current(unitLink('ft/in'))).toBe(true);
  });
});

describe('shoe system links', () => {
  it('are a labelled group, BR current in Portuguese and centimetres with it', async () => {
    await renderProfile('pt');
    const group = screen.getByRole('group', { name: 'Numeração de calçados' });
    // Each link is named by its code, then its country.
    const br = within(group).getByRole('link', { name: 'BR (Brasil)' });
    expect(current(br)).toBe(true);
    expect(br.textContent).toBe('BR');
    expect(value('shoes')).toBe(`BR${NBSP}38`);
    expect(value('height')).toBe(`178${NBSP}cm`);
  });

  it('convert the size to the chosen system and remember it', async () => {
    await renderProfile('es');
    expect(value('shoes')).toBe(`EU${NBSP}40`);
    fireEvent.click(unitLink('UK (Reino Unido)', 'Talla de calzado'));
    expect(value('shoes')).toBe(`UK${NBSP}6,5`);
    expect(stored()).toEqual({ shoes: 'UK' });
  });
});

/** The server's HTML of the profile, then hydrated as the browser does. */
async function serveAndHydrate(chosen: UnitChoice = {}) {
  const Profile = await loadUnits('en', chosen);
  const page = (
    <NextIntlClientProvider locale="en" messages={en}>
      <Profile />
    </NextIntlClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const html = { height: value('height'), shoes: value('shoes') };
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, page, { onRecoverableError: recoverable }),
  );
  return {
    html,
    recoverable,
    done: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe('server HTML and hydration', () => {
  it('render the language defaults, then the stored choice without a mismatch', async () => {
    localStorage.setItem('units', '{"height":"cm","shoes":"EU"}');
    const { html, recoverable, done } = await serveAndHydrate();
    expect(html).toEqual({ height: '5′10″', shoes: `US${NBSP}9` });
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('shoes')).toBe(`EU${NBSP}40`);
    expect(recoverable).not.toHaveBeenCalled();
    done();
  });

  it("render the address's units, which the browser then remembers in place of its own", async () => {
    localStorage.setItem('units', '{"height":"ftin","shoes":"EU"}');
    window.history.replaceState(null, '', '/en/models/1/ana?media=snap&height=cm&shoes=UK');
    const { html, recoverable, done } = await serveAndHydrate({ height: 'cm', shoes: 'UK' });
    expect(html).toEqual({ height: `178${NBSP}cm`, shoes: `UK${NBSP}6.5` });
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('shoes')).toBe(`UK${NBSP}6.5`);
    expect(stored()).toEqual({ height: 'cm', shoes: 'UK' });
    // The address keeps the tab; the units are the browser's now.
    expect(window.location.search).toBe('?media=snap');
    expect(recoverable).not.toHaveBeenCalled();
    done();
  });
});

describe("the list filters' length toggle", () => {
  it('is a group of two buttons whose choice is remembered', async () => {
    vi.resetModules();
    const { HeightUnitToggle } = await import('@/components/units/HeightUnitToggle');
    renderIn('en', <HeightUnitToggle locale="en" />);
    const button = (name: string) =>
      within(screen.getByRole('group', { name: 'Length unit' })).getByRole('button', { name });
    expect(button('ft/in').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('cm'));
    expect(button('cm').getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ height: 'cm' });
  });
});
