// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareControls } from '@/components/share/ShareControls';
import { renderIn } from './render';

const URL_SHARED = 'https://example.com/modelos/12/ana-souza';

function renderShare() {
  return renderIn(
    'pt',
    <ShareControls
      url={URL_SHARED}
      title="Ana Souza"
      text="Veja o perfil de Ana Souza — Aurora Talents:"
      shareLabel="Compartilhar este perfil"
    />,
  );
}

/** A phone's browser: a touch screen and the system share sheet. */
function phoneWithSheet(share: (data: ShareData) => Promise<void>) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareControls', () => {
  it('links to a WhatsApp message holding the words and the address', () => {
    renderShare();
    const link = screen.getByRole('link', {
      name: 'Enviar pelo WhatsApp (abre em uma nova aba)',
    });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(`Veja o perfil de Ana Souza — Aurora Talents: ${URL_SHARED}`);
  });

  it('without a share sheet, copies the link and says so where it is seen and heard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Link copiado. Cole em uma mensagem ou e-mail:',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(
      (screen.getByRole('textbox', { name: 'Link para compartilhar' }) as HTMLInputElement).value,
    ).toBe(URL_SHARED);
  });

  it('when the clipboard refuses, shows the link to copy by hand', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Copie este link para compartilhar:'),
    );
    expect(
      (screen.getByRole('textbox', { name: 'Link para compartilhar' }) as HTMLInputElement).value,
    ).toBe(URL_SHARED);
  });

  it('on a phone with a share sheet, opens it with the name, the words and the address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    phoneWithSheet(share);
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar este perfil' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Compartilhado.'));
    expect(share).toHaveBeenCalledWith({
      title: 'Ana Souza',
      text: 'Veja o perfil de Ana Souza — Aurora Talents:',
      url: URL_SHARED,
    });
  });

  it('a sheet closed without sharing says nothing and copies nothing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    phoneWithSheet(share);
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar este perfil' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(writeText).not.toHaveBeenCalled();
  });
});
