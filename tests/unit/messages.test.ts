import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message files', () => {
  it('have exactly the same keys in pt, en and es', () => {
    const reference = keys(pt).sort();
    expect(keys(en).sort()).toEqual(reference);
    expect(keys(es).sort()).toEqual(reference);
  });

  it('have no empty text', () => {
    for (const [name, messages] of Object.entries({ pt, en, es })) {
      const empty = keys(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });

  it('carry the texts the agency fixed for every language', () => {
    expect(en.Validation.required).toBe('Field required');
    expect(pt.Validation.required).toBe('Campo obrigatório');
    expect(es.Validation.required).toBe('Campo obligatorio');
    expect(en.Errors.generic).toBe('An error occurred, try again later');
    expect(pt.Errors.generic).toBe('Ocorreu um erro, tente novamente mais tarde');
    expect(es.Errors.generic).toBe('Ocurrió un error, inténtalo de nuevo más tarde');
    expect(en.Errors.invalid).toBe('Complete the required fields');
    expect(en.NotFound.title).toBe('This page could not be found');
  });
});
