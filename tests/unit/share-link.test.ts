import { describe, expect, it } from 'vitest';
import { whatsAppHref } from '@/lib/share-link';

const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('whatsAppHref', () => {
  it('opens a new WhatsApp message with the words, then the address', () => {
    const href = whatsAppHref(
      'Veja o perfil de Ana Souza — Aurora Talents:',
      'https://example.com/modelos/12/ana-souza',
    );
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(textOf(href)).toBe(
      'Veja o perfil de Ana Souza — Aurora Talents: https://example.com/modelos/12/ana-souza',
    );
  });

  it('keeps an address with its own query whole', () => {
    const url = 'https://example.com/selecao?ids=3,4,5&yes=3';
    expect(textOf(whatsAppHref('Uma seleção:', url))).toBe(`Uma seleção: ${url}`);
    expect(whatsAppHref('Uma seleção:', url)).not.toContain('&yes');
  });

  it('sends the address alone when there are no words', () => {
    expect(textOf(whatsAppHref('  ', 'https://example.com/'))).toBe('https://example.com/');
  });
});
