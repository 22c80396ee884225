// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The unit controls and the values with a fresh store: each test is a page load. */
async function loadUnits(lang: Lang) {
  vi.resetModules();
  const [{ HeightUnitToggle }, { ShoeSystemSelect }, { MeasurementValues }] = await Promise.all([
    import('@/components/units/HeightUnitToggle'),
    import('@/components/units/ShoeSystemSelect'),
    import('@/components/talents/MeasurementValues'),
  ]);
  return function Profile() {
    return (
      <>
        <MeasurementValues
          locale={lang}
          gender="woman"
          rows={[...ROWS]}
          labels={measureTexts(lang)}
        />
        <HeightUnitToggle locale={lang} />
        <ShoeSystemSelect locale={lang} />
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
const unitButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Length unit' })).getByRole('button', { name });

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('height unit toggle', () => {
  it('is a named group of two buttons, ft/in pressed by default in English', async () => {
    await renderProfile('en');
    expect(unitButton('ft/in').getAttribute('aria-pressed')).toBe('true');
    expect(unitButton('cm').getAttribute('aria-pressed')).toBe('false');
    expect(value('height')).toBe('5′10″');
    expect(value('waist')).toBe('24.5″');
    expect(stored()).toBeNull();
  });

  it('switches every length to centimetres and remembers it', async () => {
    await renderProfile('en');
    fireEvent.click(unitButton('cm'));
    expect(unitButton('cm').getAttribute('aria-pressed')).toBe('true');
    expect(unitButton('ft/in').getAttribute('aria-pressed')).toBe('false');
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('waist')).toBe(`62${NBSP}cm`);
    expect(value('jeans')).toBe('38');
    expect(stored()).toEqual({ height: 'cm' });
  });

  it('keeps the choice on the next page load, and the shoes still follow the language', async () => {
    await renderProfile('en');
    fireEvent.click(unitButton('cm'));
    cleanup();

    await renderProfile('en');
    expect(unitButton('cm').getAttribute('aria-pressed')).toBe('true');
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('shoes')).toBe(`US${NBSP}9`);
  });

  it('names the group in the page language', async () => {
    await renderProfile('pt');
    expect(screen.getByRole('group', { name: 'Unidade de medida' })).toBeTruthy();
  });

  it('follows a choice made in another tab', async () => {
    await renderProfile('en');
    otherTabWrites('units', '{"height":"cm"}');
    expect(value('height')).toBe(`178${NBSP}cm`);
    otherTabWrites(null, null);
    expect(value('height')).toBe('5′10″');
  });

  it('shows the defaults when the stored choice is damaged', async () => {
    localStorage.setItem('units', '{"height":"metres"');
    await renderProfile('en');
    expect(unitButton('ft/in').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('shoe system select', () => {
  it('is labelled, shows BR in Portuguese and centimetres with it', async () => {
    await renderProfile('pt');
    const select = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Numeração de calçados',
    });
    expect(select.value).toBe('BR');
    expect(value('shoes')).toBe(`BR${NBSP}38`);
    expect(value('height')).toBe(`178${NBSP}cm`);
  });

  it('converts the size to the chosen system and remembers it', async () => {
    await renderProfile('es');
    expect(value('shoes')).toBe(`EU${NBSP}40`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Talla de calzado' }), {
      target: { value: 'UK' },
    });
    expect(value('shoes')).toBe(`UK${NBSP}7`);
    expect(stored()).toEqual({ shoes: 'UK' });
  });
});

describe('server HTML and hydration', () => {
  it('render the language defaults, then the stored choice without a mismatch', async () => {
    localStorage.setItem('units', '{"height":"cm","shoes":"EU"}');
    const Profile = await loadUnits('en');
    const page = (
      <NextIntlClientProvider locale="en" messages={en}>
        <Profile />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(value('height')).toBe('5′10″');
    expect(value('shoes')).toBe(`US${NBSP}9`);

    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: recoverable }),
    );
    expect(value('height')).toBe(`178${NBSP}cm`);
    expect(value('shoes')).toBe(`EU${NBSP}40`);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
