// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoChoice } from '@/components/forms/recruitment/photoChoice';
import { usePhotoChoices } from '@/components/forms/recruitment/usePhotoChoices';
import { fillJsdomGaps, picture } from './render';

// Each preparation waits until the test lets it finish, unless a test has the real one run.
const preparations: Array<(choice: PhotoChoice) => void> = [];
const real = vi.hoisted(() => ({ preparation: false }));
vi.mock('@/components/forms/recruitment/photoChoice', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('@/components/forms/recruitment/photoChoice')>();
  return {
    preparePhoto: (file: File, field: string) =>
      real.preparation
        ? actual.preparePhoto(file, field)
        : new Promise<PhotoChoice>((resolve) => preparations.push(resolve)),
  };
});

afterEach(() => {
  preparations.length = 0;
  real.preparation = false;
  vi.unstubAllGlobals();
});

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

describe('usePhotoChoices', () => {
  it('a submit waiting for a photo chosen just before sees the slot holding the prepared file', async () => {
    const { result } = renderHook(() => usePhotoChoices());
    const slot: Array<File | undefined> = [];
    const prepared = photo('prepared.jpg');
    let choosing!: Promise<void>;
    act(() => {
      choosing = result.current.choose(
        'image_2',
        photo('IMG_0001.jpg'),
        (f) => slot.push(f),
        () => Promise.resolve(),
      );
    });
    // What the form does on submit: wait, then read the slot's value at once.
    const readAtSubmit = result.current.whenReady().then(() => slot.at(-1));
    await act(async () => {
      preparations[0]!({ file: prepared });
      await choosing;
    });
    expect(await readAtSubmit).toBe(prepared);
  });

  it('a slower preparation of an earlier choice does not replace the later one', async () => {
    const { result } = renderHook(() => usePhotoChoices());
    const slot: Array<File | undefined> = [];
    const first = photo('first.jpg');
    const second = photo('second.jpg');
    act(() => {
      void result.current.choose(
        'image_1',
        photo('a.jpg'),
        (f) => slot.push(f),
        () => Promise.resolve(),
      );
      void result.current.choose(
        'image_1',
        photo('b.jpg'),
        (f) => slot.push(f),
        () => Promise.resolve(),
      );
    });
    await act(async () => {
      preparations[1]!({ file: second });
      preparations[0]!({ file: first });
      await result.current.whenReady();
    });
    expect(slot).toEqual([second]);
  });

  describe('with the real preparation', () => {
    const decodes = async () => ({ width: 4032, height: 3024, close: () => {} }) as ImageBitmap;
    const cannotDecode = async (): Promise<ImageBitmap> => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    };

    // What the slot ends up holding, and the refusal the form would show, with the browser's
    // decoder (jsdom's gaps filled, or one the test gives).
    async function chooseOne(file: File, decoder?: () => Promise<ImageBitmap>) {
      real.preparation = true;
      fillJsdomGaps();
      if (decoder) vi.stubGlobal('createImageBitmap', vi.fn(decoder));
      const { result } = renderHook(() => usePhotoChoices());
      const slot: Array<File | undefined> = [];
      await act(() =>
        result.current.choose(
          'image_1',
          file,
          (f) => slot.push(f),
          async () => {},
        ),
      );
      const resolver = result.current.withRefusals(async () => ({ values: {}, errors: {} }));
      const { errors } = await resolver({} as never, undefined, {} as never);
      return { held: slot.at(-1), refusal: errors.image_1?.message };
    }

    it('re-encodes a WebP as a JPEG and holds it', async () => {
      const { held, refusal } = await chooseOne(picture('webp', 'me.webp'));
      expect(held).toMatchObject({ type: 'image/jpeg', name: 'image_1.jpg' });
      expect(refusal).toBeUndefined();
    });

    it("re-encodes an iPhone's HEIC where the browser decodes it (Safari)", async () => {
      const { held, refusal } = await chooseOne(picture('heic', 'IMG_1.HEIC'), decodes);
      expect(held).toMatchObject({ type: 'image/jpeg', name: 'image_1.jpg' });
      expect(refusal).toBeUndefined();
    });

    it('refuses a HEIC the browser cannot decode as not a photo this browser opens', async () => {
      const { held, refusal } = await chooseOne(picture('heic', 'IMG_1.HEIC'), cannotDecode);
      expect(held).toBeUndefined();
      expect(refusal).toBe('notAPhoto');
    });

    it('says a damaged JPEG could not be opened', async () => {
      const { held, refusal } = await chooseOne(picture('jpeg', 'broken.jpg'), cannotDecode);
      expect(held).toBeUndefined();
      expect(refusal).toBe('photoUnreadable');
    });
  });
});
