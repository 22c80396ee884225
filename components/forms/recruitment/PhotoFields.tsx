import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { MAX_PHOTO_SIDE } from '@agency/rules/limits';
import { MAX_SOURCE_BYTES } from '@/lib/applicant/photo';
import { RECRUITMENT_IMAGE_FIELDS, type RecruitmentValues } from '@/lib/forms/recruitment';
import { PhotoExample } from './PhotoExample';
import { PhotoGuide } from './PhotoGuide';
import { PhotoSlot } from './PhotoSlot';
import type { usePhotoChoices } from './usePhotoChoices';

type Props = { minor: boolean; locked: boolean; photos: ReturnType<typeof usePhotoChoices> };

/** The guide and the four slots, each saying what it wants with a drawing. */
export function PhotoFields({ minor, locked, photos }: Props) {
  const t = useTranslations('PhotoGuide');
  const { control, formState, trigger } = useFormContext<RecruitmentValues>();
  // Numbers in the page's language ({side, number} in the message): the
  // browser's own (toLocaleString) differs from the server's and breaks hydration.
  const accepts = t('accepts', {
    maxSource: MAX_SOURCE_BYTES / 1024 / 1024,
    side: MAX_PHOTO_SIDE,
  });
  return (
    <>
      <PhotoGuide minor={minor} />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {RECRUITMENT_IMAGE_FIELDS.map((field) => {
          const label = t(`slot.${field}.label`);
          return (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: slot }) => (
                <PhotoSlot
                  id={`recruitment-${field}`}
                  name={field}
                  label={label}
                  file={slot.value instanceof File ? slot.value : undefined}
                  error={formState.errors[field]?.message}
                  // usePhotoChoices' refusal of the file just chosen.
                  refused={(formState.errors[field] as FieldError | undefined)?.type === 'photo'}
                  disabled={locked}
                  accepts={accepts}
                  preparing={photos.preparing[field] === true}
                  guide={{
                    wants: t(`slot.${field}.wants`),
                    example: <PhotoExample field={field} label={t('example', { label })} />,
                  }}
                  onFile={(file) =>
                    void photos.choose(field, file, slot.onChange, () => trigger(field))
                  }
                />
              )}
            />
          );
        })}
      </div>
    </>
  );
}
