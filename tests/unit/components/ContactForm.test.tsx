// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { sendContact } from '@/lib/actions/contact';
import {
  actionAnswer,
  description,
  pendingAnswer,
  postedTo,
  renderIn,
  type ActionMock,
  type Lang,
  MESSAGE_FORM_LABELS,
  messageFields,
} from './render';

// The form's Server Action ('use server', server-only code): the test answers for the server.
vi.mock('@/lib/actions/contact', () => ({ sendContact: vi.fn() }));
const action = sendContact as unknown as ActionMock;

beforeEach(() => {
  action.mockReset();
});

afterEach(() => {
  cleanup();
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
      expect(action).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'en',
      'Check these 2 fields',
      ['Name: Field required', 'Message: Field required'],
      'Check this field',
    ],
    [
      'pt',
      'Confira estes 2 campos',
      ['Nome: Campo obrigatório', 'Mensagem: Campo obrigatório'],
      'Confira este campo',
    ],
    [
      'es',
      'Revisa estos 2 campos',
      ['Nombre: Campo obligatorio', 'Mensaje: Campo obligatorio'],
      'Revisa este campo',
    ],
  ] as const)(
    '%s: a summary above the fields links each refused one, and shrinks as they are fixed',
    async (lang, title, items, one) => {
      renderIn(lang, <ContactForm />);
      expect(screen.queryByTestId('error-summary')).toBeNull();
      const { name, phone, message } = messageFields(lang);
      type(phone, '123');
      send(lang);
      const summary = await screen.findByRole('group', { name: title });
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(items);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        `#${name.id}`,
        `#${message.id}`,
      ]);
      expect(summary.compareDocumentPosition(name)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      type(name, 'Ana');
      await waitFor(() => expect(screen.getByRole('group', { name: one })).toBeDefined());
      type(message, 'Hello');
      await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
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
    expect(action).not.toHaveBeenCalled();
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
    expect(action).not.toHaveBeenCalled();
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
  /** Fills the form in as the visitor does; what the action gives back of it unless sent. */
  function fillIn(lang: Lang, typed: { name: string; phone: string; message: string }) {
    const fields = messageFields(lang);
    type(fields.name, typed.name);
    type(fields.phone, typed.phone);
    type(fields.message, typed.message);
    return { ...fields, values: { ...typed, website: '' } };
  }

  it('sends the fields as typed, the page language and nothing else to its action, and confirms once', async () => {
    action.mockResolvedValue(actionAnswer('sent'));
    renderIn('en', <ContactForm />);
    const { name } = fillIn('en', {
      name: '  Ana Lima ',
      phone: '+55 11 99999-0000',
      message: 'We would like to book a model.',
    });
    send();
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(action).toHaveBeenCalledTimes(1);
    // The form's own data, as the browser alone would post it: the action's schema trims.
    expect(action.mock.calls[0]![1]).toBeInstanceOf(FormData);
    expect(postedTo(action)).toEqual([
      {
        name: '  Ana Lima ',
        phone: '+55 11 99999-0000',
        message: 'We would like to book a model.',
        website: '',
        lang: 'en',
      },
    ]);
    expect(screen.getAllByText('Thank you! Your message was sent.')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your message was sent.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(name.matches(':disabled')).toBe(true);
  });

  it('in Spanish it sends lang=es and confirms in Spanish', async () => {
    action.mockResolvedValue(actionAnswer('sent'));
    renderIn('es', <ContactForm />);
    fillIn('es', { name: 'Ana', phone: '123', message: 'Hola' });
    send('es');
    expect(await screen.findByText('¡Gracias! Tu mensaje fue enviado.')).toBeDefined();
    expect(notice().textContent).toBe('¡Gracias! Tu mensaje fue enviado.');
    expect(postedTo(action).map((posted) => posted.lang)).toEqual(['es']);
  });

  it('while sending, says so, locks the form and calls its action once however often Send is pressed', async () => {
    const answer = pendingAnswer();
    action.mockReturnValue(answer.promise);
    renderIn('en', <ContactForm />);
    const { name } = fillIn('en', { name: 'Ana', phone: '123', message: 'Hello' });
    send();
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(notice().textContent).toBe('Sending…');
    expect(button.matches(':disabled')).toBe(true);
    expect(name.matches(':disabled')).toBe(true);
    fireEvent.click(button);
    fireEvent.click(button);
    answer.resolve(actionAnswer('sent'));
    expect(await screen.findByTestId('form-sent')).toBeDefined();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('says a generic error when the action answers so, and keeps what was typed', async () => {
    renderIn('en', <ContactForm />);
    const { name, message, values } = fillIn('en', {
      name: 'Ana',
      phone: '123',
      message: 'Hello',
    });
    action.mockResolvedValue(actionAnswer('error', { values }));
    send();
    await waitFor(() => expect(notice().textContent).toBe('An error occurred, try again later'));
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Ana');
    expect((message as HTMLTextAreaElement).value).toBe('Hello');
    expect(name.matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send' }).matches(':disabled')).toBe(false);
  });

  it('says a generic error, in Portuguese, when the action answers so', async () => {
    renderIn('pt', <ContactForm />);
    const { values } = fillIn('pt', { name: 'Ana', phone: '123', message: 'Olá' });
    action.mockResolvedValue(actionAnswer('error', { values }));
    send('pt');
    await waitFor(() =>
      expect(notice().textContent).toBe('Ocorreu um erro, tente novamente mais tarde'),
    );
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDefined();
    expect(postedTo(action).map((posted) => posted.lang)).toEqual(['pt']);
  });

  it.each([
    ['en', 'Too many attempts. Please wait a minute and try again.'],
    ['pt', 'Muitas tentativas. Aguarde um minuto e tente novamente.'],
    ['es', 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.'],
  ] as const)(
    '%s: says to wait when the action answers that the address is limited',
    async (lang, text) => {
      renderIn(lang, <ContactForm />);
      const { name, values } = fillIn(lang, { name: 'Ana', phone: '123', message: 'Hello' });
      action.mockResolvedValue(actionAnswer('limited', { values }));
      send(lang);
      await waitFor(() => expect(notice().textContent).toBe(text));
      expect((name as HTMLInputElement).value).toBe('Ana');
      expect(screen.queryByTestId('form-sent')).toBeNull();
    },
  );

  it('marks and focuses the fields an invalid answer names, then clears the notice once fixed', async () => {
    renderIn('en', <ContactForm />);
    const { name, phone, message, values } = fillIn('en', {
      name: 'Ana',
      phone: '123',
      message: 'Hello',
    });
    action.mockResolvedValue(
      actionAnswer('invalid', { fieldErrors: { phone: 'required', message: 'tooLong' }, values }),
    );
    send();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(description(phone)).toBe('Field required');
    expect(description(message)).toBe(
      'This text is too long: at most 200 characters (2,000 in a message or a link).',
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(notice().textContent).toBe('Complete the required fields');
    expect((message as HTMLTextAreaElement).value).toBe('Hello');

    type(phone, '555 1234');
    type(message, 'Hello again');
    await waitFor(() => expect(notice().textContent).toBe(''));
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    expect(message.getAttribute('aria-invalid')).toBe('false');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('is a form named by its title', () => {
    renderIn('en', <ContactForm />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDefined();
  });
});
