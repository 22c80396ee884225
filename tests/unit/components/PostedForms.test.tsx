// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { FavoritesQuoteForm } from '@/components/forms/FavoritesQuoteForm';
import { renderIn } from './render';

afterEach(cleanup);

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
    const { container } = renderIn('pt', <FavoritesQuoteForm favorites={talents} />);
    const entries = posted(container.querySelector('form')!);
    expect(entries.filter(([name]) => name === 'favorites')).toEqual([
      ['favorites', '12'],
      ['favorites', '45'],
    ]);
    expect(entries).toContainEqual(['lang', 'pt']);
  });
});
