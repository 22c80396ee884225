// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import {
  description,
  jsonBody,
  pending,
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

function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function send(lang: Lang = 'en') {
  fireEvent.click(screen.getByRole('button', { name: MESSAGE_FORM_LABELS[lang].send }));
}

const notice = () => screen.getByTestId('form-notice');

describe('contact form, sent empty', () => {
  it.each([
    ['en', 'Field required', 'Complete the required fields'],
    ['pt', 'Campo obrigatório', 'Preencha os campos obrigatórios'],
    ['es', 'Campo obligatorio', 'Completa los campos obligatorios'],
  ] as const)(
    '%s: every field says %j, is marked invalid and described by that message; focus on the first',
    async (lang, required, invalid) => {
      renderIn(lang, <ContactForm />);
      send(lang);
      await waitFor(() => expect(notice().textContent).toBe(invalid));
      const { name, phone, message } = messageFields(lang);
      for (const field of [name, phone, message]) {
        expect(field.getAttribute('aria-invalid')).toBe('true');
        expect(description(field)).toBe(required);
      }
      expect(screen.getAllByText(required)).toHaveLength(3);
      expect(document.activeElement).toBe(name);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('focuses the first empty field in page order, not the first one typed in', async () => {
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(message, 'Hello');
    type(name, 'Ana');
    send();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(message.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByText('Field required')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a field of spaces as empty', async () => {
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, '   ');
    type(phone, '123');
    type(message, 'Hello');
    send();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(description(name)).toBe('Field required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the notice until every marked field is fixed, then clears it and the marks', async () => {
    renderIn('en', <ContactForm />);
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'));
    const { name, phone, message } = messageFields();
    type(name, 'Ana');
    type(phone, '123');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('false'));
    expect(notice().textContent).toBe('Complete the required fields');
    expect(description(message)).toBe('Field required');

    type(message, 'Hello');
    await waitFor(() => expect(notice().textContent).toBe(''));
    for (const field of [name, phone, message]) {
      expect(field.getAttribute('aria-invalid')).toBe('false');
      expect(field.hasAttribute('aria-describedby')).toBe(false);
    }
    expect(screen.queryByText('Field required')).toBeNull();
  });
});

describe('contact form, filled in', () => {
  it('posts the trimmed fields as JSON to the site route in the page language and confirms once', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, '  Ana Lima ');
    type(phone, '+55 11 99999-0000');
    type(message, 'We would like to book a model.');
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact?lang=en');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(jsonBody(fetchMock.mock.calls[0])).toEqual({
      name: 'Ana Lima',
      phone: '+55 11 99999-0000',
      message: 'We would like to book a model.',
      website: '',
    });
    expect(screen.getAllByText('Thank you! Your message was sent.')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your message was sent.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(name.matches(':disabled')).toBe(true);
  });

  it('in Spanish it posts with lang=es and confirms in Spanish', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    renderIn('es', <ContactForm />);
    const { name, phone, message } = messageFields('es');
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Hola');
    send('es');
    expect(await screen.findByText('¡Gracias! Tu mensaje fue enviado.')).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/contact?lang=es']);
  });

  it('while sending, says so, locks the form and sends one request however often Send is pressed', async () => {
    const answer = pending();
    fetchMock.mockReturnValue(answer.promise);
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Hello');
    send();
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(notice().textContent).toBe('Sending…');
    expect(button.matches(':disabled')).toBe(true);
    expect(name.matches(':disabled')).toBe(true);
    fireEvent.click(button);
    fireEvent.click(button);
    answer.resolve(Response.json({ ok: true }, { status: 201 }));
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a generic error when the request fails, and keeps what was typed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Hello');
    send();
    await waitFor(() => expect(notice().textContent).toBe('An error occurred, try again later'));
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Ana');
    expect((message as HTMLTextAreaElement).value).toBe('Hello');
    expect(name.matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' }).matches(':disabled')).toBe(false);
  });

  it('says a generic error, in Portuguese, when the site answers 500', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'boom' }, { status: 500 }));
    renderIn('pt', <ContactForm />);
    const { name, phone, message } = messageFields('pt');
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Olá');
    send('pt');
    await waitFor(() =>
      expect(notice().textContent).toBe('Ocorreu um erro, tente novamente mais tarde'),
    );
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDefined();
  });

  it('says to wait when the site answers 429', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'slow down' }, { status: 429 }));
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Hello');
    send();
    await waitFor(() =>
      expect(notice().textContent).toBe('Too many attempts. Please wait a minute and try again.'),
    );
  });

  it('marks and focuses the fields a 422 answer names, then clears the notice once fixed', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: 'x', errors: { phone: 'required', message: 'tooLong' } },
        { status: 422 },
      ),
    );
    renderIn('en', <ContactForm />);
    const { name, phone, message } = messageFields();
    type(name, 'Ana');
    type(phone, '123');
    type(message, 'Hello');
    send();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(description(phone)).toBe('Field required');
    expect(description(message)).toBe('This text is too long');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(notice().textContent).toBe('Complete the required fields');

    type(phone, '555 1234');
    type(message, 'Hello again');
    await waitFor(() => expect(notice().textContent).toBe(''));
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('is a form named by its title', () => {
    renderIn('en', <ContactForm />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDefined();
  });
});
