// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LocationFields } from '@/components/forms/recruitment/LocationFields';
import type { RecruitmentValues } from '@/lib/forms/recruitment';
import type { FormState } from '@/lib/forms/form-state';
import { attributesAnswer, COUNTRIES, description, renderIn, stubFetch, type Lang } from './render';

/** The three selects inside a form, as the recruitment form holds them. */
function Cascade({
  disabled = false,
  places,
  chosen = {},
}: {
  disabled?: boolean;
  places?: FormState['options'];
  chosen?: RecruitmentValues;
}) {
  const form = useForm<RecruitmentValues>({ defaultValues: chosen });
  return (
    <FormProvider {...form}>
      <form>
        <LocationFields countries={COUNTRIES} places={places} disabled={disabled} />
      </form>
    </FormProvider>
  );
}

type Call = { url: string; answer: (response?: Response) => void };

let fetchMock: Mock<typeof fetch>;
/** Requests the cascade made and that the test has not answered yet. */
let waiting: Call[];

beforeEach(() => {
  waiting = [];
  fetchMock = stubFetch();
  // Like a browser's fetch: the answer comes when the test gives it, and an
  // aborted request rejects with an AbortError instead.
  fetchMock.mockImplementation(
    (input, init) =>
      new Promise<Response>((resolve, reject) => {
        const url = String(input);
        const signal = init?.signal;
        signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
        waiting.push({ url, answer: (response) => resolve(response ?? attributesAnswer(url)) });
      }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LABELS = {
  en: { country: 'Country', state: 'State', city: 'City', loading: 'Loading…' },
  pt: { country: 'País', state: 'Estado', city: 'Cidade', loading: 'Carregando…' },
  es: { country: 'País', state: 'Estado o provincia', city: 'Ciudad', loading: 'Cargando…' },
} as const;

function selects(lang: Lang = 'en') {
  const labels = LABELS[lang];
  // Names start with the label: City is "(optional)", State says when it is loading.
  const select = (label: string) =>
    screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLSelectElement;
  return {
    country: select(labels.country),
    state: select(labels.state),
    city: select(labels.city),
  };
}

const texts = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.text);
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

function pick(select: HTMLSelectElement, value: string) {
  fireEvent.change(select, { target: { value } });
}

/** Answers every request still waiting, as the site would. */
async function answerAll() {
  const calls = waiting.splice(0);
  await act(async () => {
    for (const call of calls) call.answer();
  });
}

/** Country Brazil, state São Paulo, city Campinas, each list answered. */
async function chooseBrazilSaoPauloCampinas() {
  pick(selects().country, '1');
  await answerAll();
  await waitFor(() => expect(texts(selects().state)).toContain('São Paulo'));
  pick(selects().state, '10');
  await answerAll();
  await waitFor(() => expect(texts(selects().city)).toContain('Campinas'));
  pick(selects().city, '100');
}

describe('location cascade', () => {
  it('offers the countries; state and city stay disabled and nothing is asked until a country is chosen', () => {
    renderIn('en', <Cascade />);
    const { country, state, city } = selects();
    expect(texts(country)).toEqual(['Choose…', 'Brazil', 'Portugal']);
    expect(country.matches(':disabled')).toBe(false);
    expect(state.matches(':disabled')).toBe(true);
    expect(city.matches(':disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a chosen country loads its states in the page language; State says it is loading meanwhile', async () => {
    renderIn('en', <Cascade />);
    pick(selects().country, '1');
    expect(urls()).toEqual(['/api/attributes?lang=en&country=1']);
    expect(screen.getByRole('combobox', { name: 'State — Loading…' })).toBeDefined();

    await answerAll();
    const { state, city } = selects();
    await waitFor(() => expect(texts(state)).toEqual(['Choose…', 'São Paulo', 'Rio de Janeiro']));
    expect(screen.getByRole('combobox', { name: 'State' })).toBe(state);
    expect(state.matches(':disabled')).toBe(false);
    expect(city.matches(':disabled')).toBe(true);
    expect(urls()).toHaveLength(1);
  });

  it('a chosen state loads its cities and enables City', async () => {
    renderIn('en', <Cascade />);
    await chooseBrazilSaoPauloCampinas();
    expect(urls()).toEqual([
      '/api/attributes?lang=en&country=1',
      '/api/attributes?lang=en&country=1&state=10',
    ]);
    const { country, state, city } = selects();
    expect([country.value, state.value, city.value]).toEqual(['1', '10', '100']);
    expect(texts(city)).toEqual(['Choose…', 'Campinas', 'Santos']);
    expect(city.matches(':disabled')).toBe(false);
  });

  it('changing the country clears state and city and loads the new country’s states', async () => {
    renderIn('en', <Cascade />);
    await chooseBrazilSaoPauloCampinas();
    pick(selects().country, '2');
    expect(selects().state.value).toBe('');
    expect(selects().city.value).toBe('');
    expect(selects().city.matches(':disabled')).toBe(true);
    await answerAll();
    await waitFor(() => expect(texts(selects().state)).toEqual(['Choose…', 'Lisboa']));
    expect(selects().state.value).toBe('');
    expect(urls().slice(2)).toEqual(['/api/attributes?lang=en&country=2']);
  });

  it('changing the state clears the city and loads the new state’s cities', async () => {
    renderIn('en', <Cascade />);
    await chooseBrazilSaoPauloCampinas();
    pick(selects().state, '11');
    expect(selects().city.value).toBe('');
    await answerAll();
    await waitFor(() => expect(texts(selects().city)).toEqual(['Choose…', 'Niterói']));
    expect(selects().city.value).toBe('');
    expect(selects().country.value).toBe('1');
    expect(urls().slice(2)).toEqual(['/api/attributes?lang=en&country=1&state=11']);
  });

  it('going back to “Choose…” for the country empties and disables state and city', async () => {
    renderIn('en', <Cascade />);
    await chooseBrazilSaoPauloCampinas();
    pick(selects().country, '');
    const { state, city } = selects();
    expect(state.value).toBe('');
    expect(city.value).toBe('');
    expect(state.matches(':disabled')).toBe(true);
    expect(city.matches(':disabled')).toBe(true);
    expect(texts(state)).toEqual(['Choose…']);
    expect(urls()).toHaveLength(2);
  });

  it('a late answer for the country chosen before does not replace the states of the new one', async () => {
    renderIn('en', <Cascade />);
    pick(selects().country, '1');
    const [brazil] = waiting.splice(0);
    pick(selects().country, '2');
    await answerAll();
    await waitFor(() => expect(texts(selects().state)).toEqual(['Choose…', 'Lisboa']));
    await act(async () => brazil!.answer());
    expect(texts(selects().state)).toEqual(['Choose…', 'Lisboa']);
    expect(urls()).toEqual([
      '/api/attributes?lang=en&country=1',
      '/api/attributes?lang=en&country=2',
    ]);
  });

  it('says at State when its list could not be loaded', async () => {
    renderIn('en', <Cascade />);
    pick(selects().country, '1');
    await act(async () =>
      waiting.splice(0)[0]!.answer(Response.json({ message: 'down' }, { status: 503 })),
    );
    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() =>
      expect(description(state)).toBe('We could not load this list. Try again later.'),
    );
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(texts(state as HTMLSelectElement)).toEqual(['Choose…']);
  });

  describe('when the cities of a state cannot be loaded', () => {
    /** Brazil and São Paulo chosen; the cities request answered 503. */
    async function citiesFail() {
      renderIn('en', <Cascade />);
      pick(selects().country, '1');
      await answerAll();
      await waitFor(() => expect(texts(selects().state)).toContain('São Paulo'));
      pick(selects().state, '10');
      const [cities] = waiting.splice(0);
      expect(cities?.url).toBe('/api/attributes?lang=en&country=1&state=10');
      await act(async () => cities!.answer(Response.json({ message: 'down' }, { status: 503 })));
    }

    it('City offers nothing to choose', async () => {
      await citiesFail();
      expect(texts(selects().city)).toEqual(['Choose…']);
      expect(selects().city.matches(':disabled')).toBe(false);
    });

    // Like State, City says why its list is empty when the list fails.
    it('City says its list could not be loaded, as State does', async () => {
      await citiesFail();
      await waitFor(
        () =>
          expect(description(selects().city)).toBe('We could not load this list. Try again later.'),
        { timeout: 1000 },
      );
    });
  });

  // Like State, City's name says "Loading…" while its list loads.
  it('City says it is loading while its list loads, as State does', async () => {
    renderIn('en', <Cascade />);
    pick(selects().country, '1');
    await answerAll();
    await waitFor(() => expect(texts(selects().state)).toContain('São Paulo'));
    pick(selects().state, '10');
    expect(waiting).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /^City — Loading…/ })).toBeDefined();
  });

  it('asks in Portuguese on a Portuguese page', async () => {
    renderIn('pt', <Cascade />);
    pick(selects('pt').country, '2');
    expect(screen.getByRole('combobox', { name: 'Estado — Carregando…' })).toBeDefined();
    await answerAll();
    await waitFor(() => expect(texts(selects('pt').state)).toContain('Lisboa'));
    pick(selects('pt').state, '20');
    expect(urls()).toEqual([
      '/api/attributes?lang=pt&country=2',
      '/api/attributes?lang=pt&country=2&state=20',
    ]);
  });

  it('offers the states and cities the action listed for the places chosen, without asking', () => {
    const places = {
      states: [{ value: '10', label: 'São Paulo' }],
      cities: [{ value: '100', label: 'Campinas' }],
    };
    renderIn('en', <Cascade places={places} chosen={{ country: '1', state: '10' }} />);
    const { state, city } = selects();
    expect(texts(state)).toEqual(['Choose…', 'São Paulo']);
    expect(texts(city)).toEqual(['Choose…', 'Campinas']);
    expect(state.matches(':disabled')).toBe(false);
    expect(city.matches(':disabled')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is all disabled while the form is locked', () => {
    renderIn('en', <Cascade disabled />);
    const { country, state, city } = selects();
    for (const select of [country, state, city]) expect(select.matches(':disabled')).toBe(true);
  });
});
