// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { sendQuote } from '@/lib/actions/quote';
import type { FavoritesMap } from '@/lib/favorites/map';
import {
  actionAnswer,
  description,
  postedTo,
  renderIn,
  type ActionMock,
  type Lang,
  MESSAGE_FORM_LABELS,
  messageFields,
} from './render';

// The form's Server Action ('use server', server-only code): the test answers for the server.
vi.mock('@/lib/actions/quote', () => ({ sendQuote: vi.fn() }));
const action = sendQuote as unknown as ActionMock;

beforeEach(() => {
  action.mockReset();
});

afterEach(() => {
  cleanup();
});

const FAVORITES: FavoritesMap = {
  '7': { id: 7, name: 'Ana Lima', cover: 'https://cdn.example/ana.jpg', category: 'models' },
  '12': { id: 12, name: 'Rui Sá', cover: null, category: 'actors', gender: 'man' },
};

const TITLES = { en: 'Ask for a quote', pt: 'Peça um orçamento', es: 'Pide un presupuesto' };

/** The form as the favorites page shows it: under its heading, which names it. */
function renderQuote(lang: Lang, favorites: FavoritesMap = FAVORITES) {
  renderIn(
    lang,
    <section>
      <h2 id="quote-title">{TITLES[lang]}</h2>
      <QuoteForm intro="" favorites={favorites} />
    </section>,
  );
}

const TYPED = {
  name: 'Marta Ribeiro',
  phone: '+351 912 000 000',
  message: 'Summer campaign, two days in Lisbon.',
};

/** Fills the form in as the visitor does; gives what the action answers back of it unless sent. */
function fillIn(lang: Lang = 'en') {
  const { name, phone, message } = messageFields(lang);
  fireEvent.change(name, { target: { value: TYPED.name } });
  fireEvent.change(phone, { target: { value: TYPED.phone } });
  fireEvent.change(message, { target: { value: TYPED.message } });
  return { ...TYPED, website: '' };
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
    expect(action).not.toHaveBeenCalled();
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

  it('without favorites it sends nothing and says why, focused', async () => {
    renderQuote('en', {});
    fillIn();
    send();
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('Add at least one talent to your favorites');
    await waitFor(() => expect(document.activeElement).toBe(problem));
    expect(notice().textContent).toBe('');
    expect(action).not.toHaveBeenCalled();
    // No field of the form is wrong: none is marked.
    for (const field of Object.values(messageFields())) {
      expect(field.getAttribute('aria-invalid')).toBe('false');
    }
  });

  it('sends its action the fields, the page language and only the ids of the favorites, then confirms once', async () => {
    action.mockResolvedValue(actionAnswer('sent'));
    renderQuote('en');
    fillIn();
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1]).toBeInstanceOf(FormData);
    // No name or cover: the server looks every talent up itself. No marks nor selection either.
    expect(postedTo(action)).toEqual([
      {
        name: 'Marta Ribeiro',
        phone: '+351 912 000 000',
        message: 'Summer campaign, two days in Lisbon.',
        website: '',
        lang: 'en',
        favorites: ['7', '12'],
      },
    ]);
    expect(screen.getAllByText('Thank you! Your quote request was sent.')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your quote request was sent.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the marks of the quoted talents and the selection link', async () => {
    action.mockResolvedValue(actionAnswer('sent'));
    const link = 'https://agency.example/en/selection?ids=7,12';
    renderIn(
      'en',
      <QuoteForm
        intro=""
        favorites={[FAVORITES['7']!, FAVORITES['12']!]}
        marks={{ 7: 'yes', 12: 'no', 99: 'maybe' }}
        selection={link}
      />,
    );
    fillIn();
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    const [posted] = postedTo(action);
    // A mark on a talent that is not in the quote (removed since) is not sent.
    expect(JSON.parse(posted!.marks as string)).toEqual({ 7: 'yes', 12: 'no' });
    expect(posted!.selection).toBe(link);
    expect(posted!.favorites).toEqual(['7', '12']);
    expect(posted!.lang).toBe('en');
  });

  it('in Portuguese it sends lang=pt and confirms in Portuguese', async () => {
    action.mockResolvedValue(actionAnswer('sent'));
    renderQuote('pt');
    fillIn('pt');
    send('pt');
    expect(await screen.findByText('Obrigado! Seu pedido de orçamento foi enviado.')).toBeDefined();
    expect(notice().textContent).toBe('Obrigado! Seu pedido de orçamento foi enviado.');
    expect(postedTo(action).map((posted) => posted.lang)).toEqual(['pt']);
  });

  it('says a generic error when the action answers so, and keeps the form usable', async () => {
    renderQuote('en');
    action.mockResolvedValue(actionAnswer('error', { values: fillIn() }));
    send();
    await waitFor(() => expect(notice().textContent).toBe('An error occurred, try again later'));
    expect(screen.queryByTestId('form-sent')).toBeNull();
    const { name, message } = messageFields();
    expect((name as HTMLInputElement).value).toBe('Marta Ribeiro');
    expect((message as HTMLTextAreaElement).value).toBe('Summer campaign, two days in Lisbon.');
    expect(name.matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' }).matches(':disabled')).toBe(false);
  });

  it('in Spanish, marks and focuses the field an invalid answer names and keeps what was typed', async () => {
    renderQuote('es');
    action.mockResolvedValue(
      actionAnswer('invalid', { fieldErrors: { phone: 'required' }, values: fillIn('es') }),
    );
    send('es');
    const { name, phone } = messageFields('es');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(description(phone)).toBe('Campo obligatorio');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(notice().textContent).toBe('Completa los campos obligatorios');
    expect((phone as HTMLInputElement).value).toBe('+351 912 000 000');
    expect(postedTo(action).map((posted) => posted.lang)).toEqual(['es']);
  });

  it.each([
    ['en', 'Rui Sá is no longer in our catalogue.', 'Remove from my favorites'],
    ['pt', 'Ana Lima e Rui Sá não estão mais no nosso catálogo.', 'Remover dos meus favoritos'],
  ] as const)(
    '%s: names the talents the catalogue no longer lists and removes them, keeping what was typed',
    async (lang, said, label) => {
      const remove = vi.fn();
      const gone = lang === 'en' ? [12] : [7, 12];
      renderIn(lang, <QuoteForm intro="" favorites={FAVORITES} removal={{ label, remove }} />);
      action.mockResolvedValue(
        actionAnswer('invalid', {
          fieldErrors: { favorites: 'invalidOption' },
          notice: 'favoritesUnavailable',
          unavailable: gone,
          values: fillIn(lang),
        }),
      );
      send(lang);
      const problem = await screen.findByRole('alert');
      expect(problem.textContent).toBe(`${said}${label}`);
      await waitFor(() => expect(document.activeElement).toBe(problem));
      expect(notice().textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(remove).toHaveBeenCalledWith(gone);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: MESSAGE_FORM_LABELS[lang].send }),
      );
      expect((messageFields(lang).message as HTMLTextAreaElement).value).toBe(TYPED.message);
    },
  );
});
