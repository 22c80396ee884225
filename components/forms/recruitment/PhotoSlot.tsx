import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES } from '@agency/rules/limits';
import { DECODABLE_PHOTOS } from '@/lib/browser/photo';
import { useHydrated } from '@/lib/browser/hydrated';
import type { RecruitmentImageField } from '@/lib/forms/recruitment';
import { Field } from '../Field';
import { PhotoExample } from './PhotoExample';
import { PHOTOS_ACCEPT_ID } from './PhotoAccepts';

type Props = {
  field: RecruitmentImageField;
  file: File | undefined;
  error?: string;
  refused: boolean;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  preparing: boolean;
};

export function PhotoSlot({ field, file, error, refused, disabled, onFile, preparing }: Props) {
  const t = useTranslations('Forms');
  const photoGuide = useTranslations('PhotoGuide');
  const id = `recruitment-${field}`;
  const label = photoGuide(`slot.${field}.label`);
  // With scripts any photo the browser decodes is re-encoded as JPEG (photoChoice.ts); without
  // them (and until they run) the file is posted as chosen: the server's three types.
  const scripted = useHydrated();
  // A file that is not a picture would only show a broken image.
  const showable = !!file && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  const preview = useMemo(
    () => (file && showable ? URL.createObjectURL(file) : null),
    [file, showable],
  );
  // Each preview URL holds the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Field id={id} label={label} required error={error} alertError={refused}>
      {(a11y) => (
        <>
          <div className="flex items-center gap-3">
            <PhotoExample field={field} label={photoGuide('example', { label })} />
            <p id={`${id}-wants`} className="text-xs leading-snug">
              {photoGuide(`slot.${field}.wants`)}
            </p>
          </div>
          <div
            className={`relative flex items-center justify-center overflow-hidden border border-dashed bg-ink/5 focus-within:ring-2 focus-within:ring-accent ${preview ? 'aspect-[3/4]' : 'h-28'} ${error ? 'border-danger ring-1 ring-danger' : 'border-ink/55'}`}
          >
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local blob preview, nothing to optimize
              <img
                src={preview}
                alt={t('preview', { label })}
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : (
              <span aria-hidden="true" className="text-3xl text-muted">
                +
              </span>
            )}
            <input
              {...a11y}
              aria-describedby={[`${id}-wants`, PHOTOS_ACCEPT_ID, a11y['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              type="file"
              name={field}
              accept={scripted ? DECODABLE_PHOTOS : ACCEPT_ATTRIBUTE}
              disabled={disabled}
              onChange={(event) => onFile(event.target.files?.[0])}
              className="absolute inset-0 cursor-pointer opacity-0"
              data-testid={`photo-${field}`}
            />
            {preparing ? (
              <span
                role="status"
                className="absolute inset-x-0 bottom-0 bg-paper/90 p-2 text-center text-xs"
              >
                {photoGuide('preparing')}
              </span>
            ) : null}
          </div>
        </>
      )}
    </Field>
  );
}
