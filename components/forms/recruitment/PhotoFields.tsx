import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { RECRUITMENT_IMAGE_FIELDS, type RecruitmentValues } from '@/lib/forms/recruitment';
import { PhotoAccepts } from './PhotoAccepts';
import { PhotoGuide } from './PhotoGuide';
import { PhotoSlot } from './PhotoSlot';
import type { usePhotoChoices } from './usePhotoChoices';

type Props = { minor: boolean; locked: boolean; photos: ReturnType<typeof usePhotoChoices> };

export function PhotoFields({ minor, locked, photos }: Props) {
  const { control, formState, trigger } = useFormContext<RecruitmentValues>();
  return (
    <>
      <PhotoGuide minor={minor} />
      <PhotoAccepts />
      {/* SPEC.md: two columns, four on large screens; an empty slot is a short box. */}
      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4">
        {RECRUITMENT_IMAGE_FIELDS.map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: slot }) => (
              <PhotoSlot
                field={field}
                file={slot.value instanceof File ? slot.value : undefined}
                error={formState.errors[field]?.message}
                // usePhotoChoices' refusal of the file just chosen.
                refused={(formState.errors[field] as FieldError | undefined)?.type === 'photo'}
                disabled={locked}
                preparing={photos.preparing[field] === true}
                onFile={(file) =>
                  void photos.choose(field, file, slot.onChange, () => trigger(field))
                }
              />
            )}
          />
        ))}
      </div>
    </>
  );
}
