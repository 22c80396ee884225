// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { RecruitmentForm } from '@/components/forms/recruitment/RecruitmentForm';
import { actionAnswer, COUNTRIES, POLICY, renderIn } from './render';
import type { FormState } from '@/lib/forms/form-state';
import en from '@/messages/en.json';

// The answer a post made without scripts rendered the page with; none by default.
const answered = vi.hoisted(() => ({ state: null as FormState | null }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return {
    ...react,
    useActionState: ((...args: Parameters<typeof react.useActionState>) =>
      answered.state
        ? [answered.state, () => {}, false]
        : react.useActionState(...args)) as typeof react.useActionState,
  };
});

afterEach(() => {
  cleanup();
  answered.state = null;
});

// What a form posts before its scripts run is what its markup holds: the
// Server Action reads the language and the talents from these fields.
const posted = (form: HTMLFormElement) => [...new FormData(form).entries()];

describe('what the forms post without their scripts', () => {
  it('the contact form carries the page language', () => {
    const { container } = renderIn('es', <ContactForm />);
    expect(posted(container.querySelector('form')!)).toContainEqual(['lang', 'es']);
  });

  it('the quote form carries the ids of the talents the page shows', () => {
    const talents = [
      { id: 12, name: 'Ana', cover: '/a.jpg' },
      { id: 45, name: 'Bia', cover: '/b.jpg' },
    ];
    const { container } = renderIn('pt', <QuoteForm intro="" favorites={talents} />);
    const entries = posted(container.querySelector('form')!);
    expect(entries.filter(([name]) => name === 'favorites')).toEqual([
      ['favorites', '12'],
      ['favorites', '45'],
    ]);
    expect(entries).toContainEqual(['lang', 'pt']);
  });
});

describe('what a form answered without scripts holds: what the visitor typed, in its HTML', () => {
  const serverHtml = (ui: React.ReactNode) => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        {ui}
      </NextIntlClientProvider>,
    );
    return box.querySelector('form')!;
  };

  it('the contact form keeps name, phone and message, not the honeypot', () => {
    const values = { name: 'Ana', phone: '+55 11 1', message: 'Hello', website: 'bot' };
    answered.state = actionAnswer('error', { values });
    const form = serverHtml(<ContactForm />);
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ ...values, website: '' });
  });

  it('the quote form keeps what was typed', () => {
    answered.state = actionAnswer('error', { values: { name: 'Ana', message: 'Campaign' } });
    const form = serverHtml(
      <QuoteForm intro="" favorites={[{ id: 7, name: 'Bia', cover: null }]} />,
    );
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      name: 'Ana',
      message: 'Campaign',
    });
  });

  it('the application keeps its text, its choices and its ticked boxes', () => {
    answered.state = actionAnswer('invalid', {
      fieldErrors: { image_1: 'fileRequired' },
      values: { birthdate: '1990-01-01', name: 'Ana', country: '1', consent_evaluation: 'on' },
    });
    const form = serverHtml(
      <RecruitmentForm countries={COUNTRIES} categories={[]} policy={POLICY} />,
    );
    const posted = new FormData(form);
    expect(Object.fromEntries(posted)).toMatchObject({
      birthdate: '1990-01-01',
      name: 'Ana',
      country: '1',
      consent_evaluation: 'on',
    });
    expect(posted.has('consent_promotion')).toBe(false);
  });
});
