// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoChoice } from '@/components/forms/recruitment/photoChoice';
import { usePhotoChoices } from '@/components/forms/recruitment/usePhotoChoices';

// Each preparation waits until the test lets it finish.
const preparations: Array<(choice: PhotoChoice) => void> = [];
vi.mock('@/components/forms/recruitment/photoChoice', () => ({
  preparePhoto: () => new Promise<PhotoChoice>((resolve) => preparations.push(resolve)),
}));

afterEach(() => {
  preparations.length = 0;
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
});
