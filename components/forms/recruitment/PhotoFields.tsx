import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { RECRUITMENT_IMAGE_FIELDS, type RecruitmentValues } from '@/lib/forms/recruitment';
import { PhotoGuide } from './PhotoGuide';
import { PhotoSlot } from './PhotoSlot';
import type { usePhotoChoices } from './usePhotoChoices';

type Props = { minor: boolean; locked: boolean; photos: ReturnType<typeof usePhotoChoices> };

export function PhotoFields({ minor, locked, photos }: Props) {
  const { control, formState, trigger } = useFormContext<RecruitmentValues>();
  return (
    <>
      <PhotoGuide minor={minor} />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
