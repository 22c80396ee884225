// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FavoritesQuoteForm } from '@/components/forms/FavoritesQuoteForm';
import type { FavoritesMap } from '@/lib/favorites/map';
import {
  description,
  jsonBody,
  renderIn,
  stubFetch,
  type Lang,
  MESSAGE_FORM_LABELS,
  messageFields,
} from './render';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FAVORITES: FavoritesMap = {
  '7': { id: 7, name: 'Ana Lima', cover: 'https://cdn.example/ana.jpg', category: 'models' },
  '12': { id: 12, name: 'Rui Sá', cover: null, category: 'actors', gender: 'man' },
};

const TITLES = { en: 'Ask for a quote', pt: 'Peça um orçamento', es: 'Pide un presupuesto' };

/** The form as the favorites page shows it: under its heading, which names it. */
function renderQuote(lang: Lang, favorites: FavoritesMap = FAVORITES) {
  const onInvalid = vi.fn<(invalid: boolean) => void>();
  renderIn(
    lang,
    <section>
      <h2 id="quote-title">{TITLES[lang]}</h2>
      <FavoritesQuoteForm favorites={favorites} onInvalid={onInvalid} />
    </section>,
  );
  return { onInvalid };
}

function fillIn(lang: Lang = 'en') {
  const { name, phone, message } = messageFields(lang);
  fireEvent.change(name, { target: { value: 'Marta Ribeiro' } });
  fireEvent.change(phone, { target: { value: '+351 912 000 000' } });
  fireEvent.change(message, { target: { value: 'Summer campaign, two days in Lisbon.' } });
}

const send = (lang: Lang = 'en') =>
  fireEvent.click(screen.getByRole('button', { name: MESSAGE_FORM_LABELS[lang].send }));
const notice = () => screen.getByTestId('form-notice');

describe('favorites quote form', () => {
  it('is named by the heading above it', () => {
    renderQuote('en');
    expect(screen.getByRole('form', { name: 'Ask for a quote' })).toBeDefined();
  });

  it('sent empty: each field says Field required and is described by it, focus on Name', async () => {
    renderQuote('en');
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'));
    const { name, phone, message } = messageFields();
    for (const field of [name, phone, message]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(description(field)).toBe('Field required');
    }
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sent empty in Spanish: Campo obligatorio, and focus on the first empty field in page order', async () => {
    renderQuote('es');
    const { name, phone, message } = messageFields('es');
    fireEvent.change(name, { target: { value: 'Marta' } });
    send('es');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(description(phone)).toBe('Campo obligatorio');
    expect(description(message)).toBe('Campo obligatorio');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(notice().textContent).toBe('Completa los campos obligatorios');
  });

  it('clears the notice once the fields are fixed', async () => {
    renderQuote('en');
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'));
    fillIn();
    await waitFor(() => expect(notice().textContent).toBe(''));
    expect(screen.queryByText('Field required')).toBeNull();
    expect(messageFields().message.getAttribute('aria-invalid')).toBe('false');
  });

  it('without favorites it sends nothing, asks to complete and tells the page the list is missing', async () => {
    const { onInvalid } = renderQuote('en', {});
    fillIn();
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'));
    expect(onInvalid).toHaveBeenLastCalledWith(true);
    expect(fetchMock).not.toHaveBeenCalled();
    // No field of the form is wrong: none is marked.
    for (const field of Object.values(messageFields())) {
      expect(field.getAttribute('aria-invalid')).toBe('false');
    }
  });

  it('posts the fields and only id, name and cover of each favorite to the site route, then confirms once', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    const { onInvalid } = renderQuote('en');
    fillIn();
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/favorites?lang=en');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const body = jsonBody(fetchMock.mock.calls[0]) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Marta Ribeiro',
      phone: '+351 912 000 000',
      message: 'Summer campaign, two days in Lisbon.',
      website: '',
      favorites: expect.any(Array),
    });
    expect(body.favorites).toEqual(
      expect.arrayContaining([
        { id: 7, name: 'Ana Lima', cover: 'https://cdn.example/ana.jpg' },
        { id: 12, name: 'Rui Sá', cover: null },
      ]),
    );
    expect(body.favorites).toHaveLength(2);
    expect(onInvalid).toHaveBeenLastCalledWith(false);
    expect(screen.getAllByText('Thank you! Your quote request was sent.')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your quote request was sent.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the marks of the quoted talents and the selection link', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    const link = 'https://agency.example/en/favorites?ids=7,12';
    renderIn(
      'en',
      <FavoritesQuoteForm
        favorites={[FAVORITES['7']!, FAVORITES['12']!]}
        onInvalid={() => {}}
        marks={{ 7: 'yes', 12: 'no', 99: 'maybe' }}
        selection={link}
      />,
    );
    fillIn();
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    const body = jsonBody(fetchMock.mock.calls[0]) as Record<string, unknown>;
    // A mark on a talent that is not in the quote (removed since) is not sent.
    expect(body.marks).toEqual({ 7: 'yes', 12: 'no' });
    expect(body.selection).toBe(link);
    expect((body.favorites as Array<{ id: number }>).map((t) => t.id)).toEqual([7, 12]);
  });

  it('in Portuguese it posts with lang=pt and confirms in Portuguese', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    renderQuote('pt');
    fillIn('pt');
    send('pt');
    expect(await screen.findByText('Obrigado! Seu pedido de orçamento foi enviado.')).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/favorites?lang=pt']);
  });

  it('says a generic error when the request fails, and keeps the form usable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderQuote('en');
    fillIn();
    send();
    await waitFor(() => expect(notice().textContent).toBe('An error occurred, try again later'));
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect((messageFields().name as HTMLInputElement).value).toBe('Marta Ribeiro');
    expect(screen.getByRole('button', { name: 'Send' }).matches(':disabled')).toBe(false);
  });
});
