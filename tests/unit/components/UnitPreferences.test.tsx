// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeasurementRows } from '@/components/talents/MeasurementRows';
import { MeasurementValue } from '@/components/talents/MeasurementValue';
import { UnitScript } from '@/components/units/UnitScript';
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
const html = document.documentElement;
const shown = () => ({
  height: html.getAttribute('data-height-unit'),
  shoes: html.getAttribute('data-shoe-system'),
});

/** A profile's unit controls with a fresh store, each test a page load. */
async function loadUnits(lang: Lang) {
  vi.resetModules();
  const { ProfileUnits } = await import('@/components/units/ProfileUnits');
  return function Units() {
    return <ProfileUnits locale={lang} lengths shoes />;
  };
}

async function renderUnits(lang: Lang) {
  const Units = await loadUnits(lang);
  return renderIn(lang, <Units />);
}

const radio = (name: string, group = 'Length unit') =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('radio', {
    name,
  });

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  localStorage.clear();
  html.removeAttribute('data-height-unit');
  html.removeAttribute('data-shoe-system');
});

describe("a profile's values", () => {
  it('are written in every unit, for CSS to show one', () => {
    const markup = renderToStaticMarkup(
      <MeasurementRows
        rows={[...ROWS]}
        labelOf={measureTexts('es')}
        renderValue={(row) => (
          <MeasurementValue locale="es" gender="woman" label={row.label} value={row.value} />
        )}
      />,
    );
    document.body.innerHTML = markup;
    const spans = (label: string) =>
      [...document.querySelectorAll(`[data-measure="${label}"] dd span`)].map((span) => [
        span.getAttribute('data-unit') ?? span.getAttribute('data-shoes'),
        span.textContent,
      ]);
    expect(spans('height')).toEqual([
      ['cm', `178${NBSP}cm`],
      ['ftin', '5′10″'],
    ]);
    expect(spans('waist')).toEqual([
      ['cm', `62${NBSP}cm`],
      ['ftin', '24,5″'],
    ]);
    expect(spans('shoes')).toEqual([
      ['BR', `BR${NBSP}38`],
      ['EU', `EU${NBSP}40`],
      ['US', `US${NBSP}9`],
      ['UK', `UK${NBSP}6,5`],
    ]);
    // A size, not a length: as it is.
    expect(spans('jeans')).toEqual([]);
    expect(document.querySelector('[data-measure="jeans"] dd')?.textContent).toBe('38');
    document.body.innerHTML = '';
  });
});

describe('length unit radios', () => {
  it('are a named group of two radios, ft/in checked by default in English', async () => {
    await renderUnits('en');
    expect(radio('ft/in').checked).toBe(true);
    expect(radio('cm').checked).toBe(false);
    expect(radio('cm').name).toBe('height-unit');
    expect(stored()).toBeNull();
    expect(shown()).toEqual({ height: null, shoes: null });
  });

  it('choose centimetres for every value on the page and remember them', async () => {
    await renderUnits('en');
    fireEvent.click(radio('cm'));
    expect(radio('cm').checked).toBe(true);
    expect(radio('ft/in').checked).toBe(false);
    expect(stored()).toEqual({ height: 'cm' });
    expect(shown().height).toBe('cm');
  });

  it('keep the choice on the next page load, and the shoes still follow the language', async () => {
    await renderUnits('en');
    fireEvent.click(radio('cm'));
    cleanup();

    await renderUnits('en');
    expect(radio('cm').checked).toBe(true);
    expect(radio('US (United States)', 'Shoe sizes').checked).toBe(true);
  });

  it('name the group in the page language', async () => {
    await renderUnits('pt');
    expect(screen.getByRole('group', { name: 'Unidade de medida' })).toBeTruthy();
  });

  it('follow a choice made in another tab', async () => {
    await renderUnits('en');
    otherTabWrites('units', '{"height":"cm","shoes":"UK"}');
    expect(radio('cm').checked).toBe(true);
    expect(shown()).toEqual({ height: 'cm', shoes: 'UK' });
  });

  it('show the defaults when the stored choice is damaged', async () => {
    localStorage.setItem('units', '{"height":"metres"');
    await renderUnits('en');
    expect(radio('ft/in').checked).toBe(true);
  });
});

describe('shoe system radios', () => {
  it('are a labelled group, BR checked in Portuguese', async () => {
    await renderUnits('pt');
    const group = screen.getByRole('group', { name: 'Numeração de calçados' });
    // Each is named by its code, then its country; the code is what shows.
    const br = within(group).getByRole<HTMLInputElement>('radio', { name: 'BR (Brasil)' });
    expect(br.checked).toBe(true);
    expect(br.name).toBe('shoe-system');
    expect(br.closest('label')?.textContent).toBe('BR');
    expect(radio('cm', 'Unidade de medida').checked).toBe(true);
  });

  it('choose a system and remember it', async () => {
    await renderUnits('es');
    expect(radio('EU (Europa)', 'Talla de calzado').checked).toBe(true);
    fireEvent.click(radio('UK (Reino Unido)', 'Talla de calzado'));
    expect(radio('UK (Reino Unido)', 'Talla de calzado').checked).toBe(true);
    expect(stored()).toEqual({ shoes: 'UK' });
    expect(shown().shoes).toBe('UK');
  });
});

describe('server HTML and hydration', () => {
  it('check the language defaults, then the stored choice without a mismatch', async () => {
    localStorage.setItem('units', '{"height":"cm","shoes":"EU"}');
    const Units = await loadUnits('en');
    const page = (
      <NextIntlClientProvider locale="en" messages={en}>
        <Units />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const checked = () =>
      [...container.querySelectorAll<HTMLInputElement>('input:checked')].map(
        (input) => input.value,
      );
    expect(checked()).toEqual(['ftin', 'US']);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: recoverable }),
    );
    expect(checked()).toEqual(['cm', 'EU']);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('the script before the first paint', () => {
  const run = () => {
    const markup = renderToStaticMarkup(<UnitScript />);
    const source = /<script>([\s\S]*)<\/script>/.exec(markup)?.[1] ?? '';
    new Function(source)();
  };

  it('puts the stored units on <html>', () => {
    localStorage.setItem('units', '{"height":"ftin","shoes":"UK"}');
    run();
    expect(shown()).toEqual({ height: 'ftin', shoes: 'UK' });
  });

  it('leaves <html> alone for a damaged or foreign choice', () => {
    for (const value of ['{"height":"metres","shoes":"JP"}', 'null', '{"height":', '7']) {
      localStorage.setItem('units', value);
      run();
      expect(shown()).toEqual({ height: null, shoes: null });
    }
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
