// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { PHOTOS_ACCEPT_ID, PhotoAccepts } from '@/components/forms/recruitment/PhotoAccepts';
import { PhotoSlot } from '@/components/forms/recruitment/PhotoSlot';
import { RecruitmentForm } from '@/components/forms/recruitment/RecruitmentForm';
import { MAX_SOURCE_BYTES } from '@/lib/browser/photo';
import en from '@/messages/en.json';
import {
  choose,
  description,
  fillJsdomGaps,
  picture,
  POLICY,
  renderIn,
  stubFetch,
  type Lang,
} from './render';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fillJsdomGaps();
  fetchMock = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The form is large; a busy machine renders it and reads the files slowly.
const slow = { timeout: 10_000 };

const NOT_A_PICTURE =
  'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).';
const notAPicture = () =>
  new File(['These are my measurements, not a photo.'], 'photo.jpg', { type: 'image/jpeg' });

/** The slots as the recruitment form shows them, where the chosen files are checked. */
function renderForm(lang: Lang = 'en') {
  renderIn(
    lang,
    <RecruitmentForm
      countries={[]}
      categories={[{ value: '1', label: 'Modelo' }]}
      policy={POLICY}
    />,
  );
}

const slot = (label: RegExp) => screen.getByLabelText(label);
const preview = (label: string) => screen.queryByAltText(`Preview of the chosen photo: ${label}`);
const findPreview = (label: string) =>
  screen.findByAltText(`Preview of the chosen photo: ${label}`, {}, slow);
/** What a screen reader says after a slot's name: what it wants, what it accepts, then its error. */
const ACCEPTS =
  "Any photo this browser can open (JPEG, PNG, GIF, an iPhone's HEIC, WebP…), up to 20 MB. Sent as a JPEG of at most 2,000 px, without location data.";
const saidOf = (label: RegExp, error?: string) => {
  const wants = document.getElementById(`${slot(label).id}-wants`)!.textContent;
  return [wants, ACCEPTS, error].filter(Boolean).join(' ');
};

describe('photo slots of the recruitment form', { timeout: 60_000 }, () => {
  it('accept PNG, GIF and JPEG pictures, each previewed in its slot with no message', async () => {
    renderForm();
    choose(slot(/^Profile/), picture('png', 'profile.png'));
    choose(slot(/^Face/), picture('gif', 'face.gif'));
    choose(slot(/^Full length/), picture('jpeg', 'body.jpg'));
    for (const label of ['Profile', 'Face close-up', 'Full length'])
      expect(await findPreview(label)).toBeDefined();
    expect(preview('Upper body')).toBeNull();
    for (const label of [/^Profile/, /^Face/, /^Full length/]) {
      expect(slot(label).getAttribute('aria-invalid')).toBe('false');
      expect(description(slot(label))).toBe(saidOf(label));
    }
    expect(description(slot(/^Profile/))).toBe(
      `Side view, head and shoulders, facing left or right ${ACCEPTS}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('take a WebP, and an iPhone HEIC where the browser opens it (Safari), each sent as a JPEG', async () => {
    renderForm();
    choose(slot(/^Profile/), picture('webp', 'profile.webp'));
    expect(await findPreview('Profile')).toBeDefined();
    // Safari decodes HEIC: this once, the decoder takes it.
    vi.mocked(createImageBitmap).mockResolvedValueOnce({
      width: 4032,
      height: 3024,
      close: () => {},
    } as ImageBitmap);
    choose(slot(/^Face/), picture('heic', 'IMG_0042.HEIC'));
    expect(await findPreview('Face close-up')).toBeDefined();
    for (const label of [/^Profile/, /^Face/]) {
      expect(slot(label).getAttribute('aria-invalid')).toBe('false');
      expect(description(slot(label))).toBe(saidOf(label));
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuse a HEIC the browser cannot open with the server's three types named", async () => {
    renderForm();
    choose(slot(/^Face/), picture('heic', 'IMG_0042.HEIC'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_A_PICTURE), slow);
    expect(slot(/^Face/).getAttribute('aria-invalid')).toBe('true');
    expect(preview('Face close-up')).toBeNull();
  });

  it('judge a picture by its content, not by its name or declared type', async () => {
    renderForm();
    choose(slot(/^Face/), picture('png', 'face.jpg', { type: 'image/jpeg' }));
    choose(slot(/^Profile/), picture('gif', 'profile.bin', { type: 'application/octet-stream' }));
    expect(await findPreview('Face close-up')).toBeDefined();
    expect(await findPreview('Profile')).toBeDefined();
    expect(
      screen.queryByText(
        'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
      ),
    ).toBeNull();
  });

  it('refuse a text file renamed .jpg with a message in that slot only, and send nothing', async () => {
    renderForm();
    choose(slot(/^Full length/), notAPicture());
    // Said as it appears (an alert), and read with the slot when it is reached.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_A_PICTURE), slow);
    expect(description(slot(/^Full length/))).toBe(saidOf(/^Full length/, NOT_A_PICTURE));
    expect(slot(/^Full length/).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getAllByText(
        'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
      ),
    ).toHaveLength(1);
    for (const other of [/^Profile/, /^Face/, /^Upper body/]) {
      expect(slot(other).getAttribute('aria-invalid')).toBe('false');
    }
    expect(preview('Full length')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keep refusing it when the form is sent, rather than asking for a photo', async () => {
    renderForm();
    choose(slot(/^Full length/), notAPicture());
    await waitFor(
      () => expect(slot(/^Full length/).getAttribute('aria-invalid')).toBe('true'),
      slow,
    );
    fireEvent.click(screen.getByText('Send', { selector: 'button' }));
    await waitFor(
      () => expect(description(slot(/^Profile/))).toBe(saidOf(/^Profile/, 'Choose a photo')),
      slow,
    );
    expect(description(slot(/^Full length/))).toBe(saidOf(/^Full length/, NOT_A_PICTURE));
    // Only the refusal was an alert: the missing photos are said where the focus goes.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([NOT_A_PICTURE]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuse a file over 20 MB before decoding it, and accept one of exactly 20 MB', async () => {
    renderForm();
    choose(slot(/^Upper body/), picture('jpeg', 'huge.jpg', { size: MAX_SOURCE_BYTES + 1 }));
    choose(slot(/^Face/), picture('jpeg', 'big.jpg', { size: MAX_SOURCE_BYTES }));
    await waitFor(
      () =>
        expect(description(slot(/^Upper body/))).toBe(
          saidOf(/^Upper body/, 'This file is larger than 20 MB: choose a smaller photo.'),
        ),
      slow,
    );
    expect(slot(/^Upper body/).getAttribute('aria-invalid')).toBe('true');
    expect(await findPreview('Face close-up')).toBeDefined();
    expect(slot(/^Face/).getAttribute('aria-invalid')).toBe('false');
    expect(
      screen.getAllByText('This file is larger than 20 MB: choose a smaller photo.'),
    ).toHaveLength(1);
  });

  it('clear the message once a real picture replaces the refused file', async () => {
    renderForm();
    const face = slot(/^Face/);
    choose(face, notAPicture());
    await waitFor(() => expect(face.getAttribute('aria-invalid')).toBe('true'), slow);
    choose(face, picture('jpeg', 'face.jpg'));
    expect(await findPreview('Face close-up')).toBeDefined();
    await waitFor(() => expect(face.getAttribute('aria-invalid')).toBe('false'), slow);
    expect(
      screen.queryByText(
        'This file is not a photo this browser can open: choose a photo (JPEG, PNG, GIF, HEIC, WebP…).',
      ),
    ).toBeNull();
  });

  it('say it in Spanish on a Spanish page', async () => {
    renderForm('es');
    choose(slot(/^Primer plano/), notAPicture());
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'Este archivo no es una foto que este navegador pueda abrir: elige una foto (JPEG, PNG, GIF, HEIC, WebP…).',
        ),
      slow,
    );
  });
});

describe('photo slot', () => {
  const WANTS = 'Your face filling the frame, looking at the camera';
  const renderSlot = (props: Partial<React.ComponentProps<typeof PhotoSlot>> = {}) => {
    const onFile = vi.fn<(file: File | undefined) => void>();
    // As the form shows a slot: below the one line on what the four accept.
    renderIn(
      'en',
      <>
        <PhotoAccepts />
        <PhotoSlot
          field="image_2"
          file={undefined}
          refused={false}
          disabled={false}
          preparing={false}
          onFile={onFile}
          {...props}
        />
      </>,
    );
    return { onFile, input: screen.getByLabelText(/^Face/) as HTMLInputElement };
  };

  it('is a required file input labelled by its slot that offers any picture, HEIC included', () => {
    const { input } = renderSlot();
    expect(input.id).toBe('recruitment-image_2');
    expect(screen.getByRole('img', { name: 'Example drawing: Face close-up' })).toBeDefined();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*,.heic,.heif');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.name).toBe('image_2');
  });

  it("without scripts offers and states the server's rule: PNG, GIF or JPEG up to 5 MB", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <PhotoAccepts />
        <PhotoSlot
          field="image_2"
          file={undefined}
          refused={false}
          disabled={false}
          preparing={false}
          onFile={() => {}}
        />
      </NextIntlClientProvider>,
    );
    const server = new DOMParser().parseFromString(html, 'text/html');
    expect(server.querySelector('input')!.accept).toBe('image/png,image/gif,image/jpeg');
    // Said once for the four slots, and read with each.
    expect(server.getElementById(PHOTOS_ACCEPT_ID)!.textContent).toBe(
      'JPEG, PNG or GIF, up to 5 MB.',
    );
    expect(server.querySelector('input')!.getAttribute('aria-describedby')).toContain(
      PHOTOS_ACCEPT_ID,
    );
  });

  it('hands over the file the visitor picks', () => {
    const { input, onFile } = renderSlot();
    const file = picture('png', 'me.png');
    choose(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('previews an accepted picture but not a file of another type', () => {
    renderSlot({ file: picture('png', 'a.png') });
    expect(preview('Face close-up')).not.toBeNull();
    cleanup();
    renderSlot({ file: new File(['x'], 'notes.txt', { type: 'text/plain' }), error: 'fileType' });
    expect(preview('Face close-up')).toBeNull();
  });

  it('shows its error under it, describing the input', () => {
    const { input } = renderSlot({ error: 'fileTooLarge' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe(`${WANTS} ${ACCEPTS} The photo is larger than 5 MB`);
  });

  it('cannot be used while the form is locked', () => {
    const { input } = renderSlot({ disabled: true });
    expect(input.disabled).toBe(true);
  });
});
