import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { vi, type Mock } from 'vitest';
import type { FormState } from '@/lib/forms/form-state';
import type { MeasureLabel } from '@/lib/talents/measurements';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

// findBy*/waitFor give up after 1 s by default; the machines these run on are
// often busy, and a slow render is not a failure.
configure({ asyncUtilTimeout: 3000 });

const MESSAGES = { en, es, pt } as const;

export type Lang = keyof typeof MESSAGES;

/** Renders `ui` the way the site does: inside next-intl with the page language's messages. */
export function renderIn(locale: Lang, ui: React.ReactNode) {
  const wrap = (node: React.ReactNode) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {node}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: React.ReactNode) => result.rerender(wrap(next)) };
}

/** A global fetch that the test answers; installed with vi.stubGlobal. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of a fetch call made with postJson. */
export function jsonBody(call: Parameters<typeof fetch> | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * A response that never settles until `resolve` is called, for what the page
 * shows while a request is under way.
 */
export function pending() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The element(s) an aria-describedby attribute points at, as the visitor hears them. */
export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`).join(' ');
}

/** jsdom gaps that every browser the site supports fills. */
export function fillJsdomGaps() {
  // Blob#arrayBuffer (the photo slots read a file's first bytes).
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      value(this: Blob) {
        return new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
          reader.readAsArrayBuffer(this);
        });
      },
    });
  }
  // Object URLs (the photo previews).
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  // jsdom decodes no images and draws nothing: a decoder that takes any file
  // with a PNG, GIF, JPEG or WebP signature (not HEIC, as in Chromium and
  // Firefox), and a canvas that gives a small JPEG.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (blob: Blob) => {
      const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
      if (![0x89, 0x47, 0xff, 0x52].includes(head[0]!)) throw new Error('cannot decode');
      return { width: 4000, height: 3000, close: () => {} };
    }),
  );
  HTMLCanvasElement.prototype.getContext = vi.fn(() => ({
    fillRect: () => {},
    drawImage: () => {},
  })) as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }));
  };
}

/** What the recruitment page hands the form: the configured rules and links. */
export const POLICY = {
  siteName: 'Aurora Talents',
  minAge: 14,
  replyDays: 30,
  retentionDays: 180,
  minorPendingDays: 15,
  privacyEmail: 'privacy@example.com',
  privacyVersion: '2026-11-23',
  privacyPath: '/en/privacy',
  safetyPath: '/en/safety',
};

/** Countries as the recruitment page passes them; states and cities as /api/attributes answers. */
export const COUNTRIES = [
  { value: '1', label: 'Brazil' },
  { value: '2', label: 'Portugal' },
];
const STATES: Record<string, Array<{ id: number; value: string }>> = {
  '1': [
    { id: 10, value: 'São Paulo' },
    { id: 11, value: 'Rio de Janeiro' },
  ],
  '2': [{ id: 20, value: 'Lisboa' }],
};
const CITIES: Record<string, Array<{ id: number; value: string }>> = {
  '1/10': [
    { id: 100, value: 'Campinas' },
    { id: 101, value: 'Santos' },
  ],
  '1/11': [{ id: 110, value: 'Niterói' }],
  '2/20': [{ id: 200, value: 'Sintra' }],
};

/** What the site's /api/attributes answers for a request URL (404 for an unknown parent). */
export function attributesAnswer(url: string): Response {
  const params = new URL(url, 'http://localhost').searchParams;
  const country = params.get('country') ?? '';
  const state = params.get('state');
  const options = state === null ? STATES[country] : CITIES[`${country}/${state}`];
  return options ? Response.json({ options }) : Response.json({}, { status: 404 });
}

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  // "RIFF", the size, "WEBP"
  webp: [0x52, 0x49, 0x46, 0x46, 0x40, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  // An iPhone photo: the size of its first box, "ftypheic"
  heic: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
} as const;

/**
 * A picture file whose first bytes are a real PNG, GIF, JPEG, WebP or HEIC signature,
 * `size` bytes long, with the name and declared type a browser would give it.
 */
export function picture(
  kind: keyof typeof SIGNATURES,
  name: string,
  { type = `image/${kind}`, size = 64 }: { type?: string; size?: number } = {},
): File {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[kind]);
  return new File([bytes], name, { type });
}

/** What the visitor does with a file input: picks one file. */
export function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

/**
 * The favorites components with a fresh store, which reads localStorage once
 * per page: each test is a page load. next-intl and next/link are not reloaded.
 */
export async function loadFavorites() {
  vi.resetModules();
  const [{ FavoriteButton }, { FavoritesLink }, { loadFavoritesReader }] = await Promise.all([
    import('@/components/favorites/FavoriteButton'),
    import('@/components/favorites/FavoritesLink'),
    import('@/lib/browser/favoritesStore'),
  ]);
  // Loaded ahead, so that the stored favorites are read at the first render;
  // a browser loads it once it finds favorites stored.
  await loadFavoritesReader();
  return { FavoriteButton, FavoritesLink };
}

/** What another tab of the site does to the favorites: the `storage` event it causes here. */
export function otherTabWrites(key: string | null, newValue: string | null) {
  if (key !== null) {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
  } else {
    localStorage.clear();
  }
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

/** The labels of the forms made of name, phone and message (contact, favorites quote). */
export const MESSAGE_FORM_LABELS = {
  en: { name: 'Name', phone: 'Phone', message: 'Message', send: 'Send' },
  pt: { name: 'Nome', phone: 'Telefone', message: 'Mensagem', send: 'Enviar' },
  es: { name: 'Nombre', phone: 'Teléfono', message: 'Mensaje', send: 'Enviar' },
} as const;

/** The name, phone and message boxes of such a form, found by their labels. */
export function messageFields(lang: Lang = 'en') {
  const labels = MESSAGE_FORM_LABELS[lang];
  return {
    name: screen.getByRole('textbox', { name: labels.name }),
    phone: screen.getByRole('textbox', { name: labels.phone }),
    message: screen.getByRole('textbox', { name: labels.message }),
  };
}

/** The texts the server's Header gives its client components, in one language. */
export function headerTexts(lang: Lang) {
  const { Header: header, LanguageSwitcher: languages } = MESSAGES[lang];
  return {
    menu: { openLabel: header.openMenu, closeLabel: header.closeMenu },
    languages: {
      current: lang,
      labels: {
        label: languages.label,
        switching: languages.switching,
        pt: languages.pt,
        en: languages.en,
        es: languages.es,
      },
    },
  };
}

/** The measurement names, as the server passes them. */
export function measureTexts(lang: Lang) {
  return (label: MeasureLabel) => MESSAGES[lang].Talents[label];
}

/** What a form's Server Action answers (lib/forms/form-state.ts), for a mocked action to resolve. */
export function actionAnswer(
  status: FormState['status'],
  more: Partial<FormState> = {},
): FormState {
  return { status, fieldErrors: {}, values: {}, ...more };
}

/**
 * An answer of a mocked Server Action that never settles until `resolve` is
 * called, for what the page shows while the form is being sent.
 */
export function pendingAnswer() {
  let resolve: (state: FormState) => void = () => {};
  const promise = new Promise<FormState>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A form's Server Action, as vi.mock replaces it. */
export type ActionMock = Mock<(previous: FormState, formData: FormData) => Promise<FormState>>;

/**
 * The FormData the mocked action was given in each call, by name: a name
 * posted more than once (the quote's favorites) as the list of its values.
 */
export function postedTo(
  action: ActionMock,
): Array<Record<string, FormDataEntryValue | FormDataEntryValue[]>> {
  return action.mock.calls.map(([, formData]) => {
    const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
    for (const name of new Set(formData.keys())) {
      const all = formData.getAll(name);
      fields[name] = all.length === 1 ? all[0]! : all;
    }
    return fields;
  });
}
