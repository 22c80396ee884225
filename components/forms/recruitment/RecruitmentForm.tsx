'use client';

import { useRef } from 'react';
import { formResolver } from '@/lib/forms/formResolver';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_IMAGE_BYTES } from '@/lib/forms/limits';
import { withDetectedType } from '@/lib/forms/files';
import {
  RECRUITMENT_IMAGE_FIELDS,
  recruitmentBrowserSchema,
  type RecruitmentImageField,
} from '@/lib/forms/recruitment';
import { toSubmission } from '@/lib/forms/serialize';
import type { Option } from '@/lib/options/types';
import { FormNotice } from '../FormNotice';
import { Honeypot } from '../Honeypot';
import { SubmitButton } from '../SubmitButton';
import { useFormFlow } from '../useFormFlow';
import { MeasurementFields } from './MeasurementFields';
import { PersonalFields } from './PersonalFields';
import { PhotoSlot } from './PhotoSlot';
import type { RecruitmentValues } from './values';

type Props = { countries: Option[]; categories: Option[] };

/** The get-scouted application: personal data, measurements and four photos. */
export function RecruitmentForm({ countries, categories }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm<RecruitmentValues>({
    resolver: formResolver(recruitmentBrowserSchema),
    defaultValues: { website: '' },
    // useFormFlow focuses the first invalid field in page order instead.
    shouldFocusError: false,
  });
  const { control, handleSubmit, trigger, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useFormFlow(form, formRef, RECRUITMENT_IMAGE_FIELDS);
  const gender = useWatch({ control, name: 'gender' });
  const locked = flow.locked;
  // The file last chosen in each slot: a slower check of an earlier choice must not win.
  const chosen = useRef<Partial<Record<RecruitmentImageField, File>>>({});

  /**
   * Checks a photo as soon as it is chosen: its first bytes (a text file
   * renamed .jpg is not a JPEG) and its size, so the slot says what is wrong
   * before anything is sent.
   */
  const choosePhoto = async (
    field: RecruitmentImageField,
    file: File | undefined,
    onChange: (file: File | undefined) => void,
  ) => {
    chosen.current[field] = file;
    const checked = file ? await withDetectedType(file).catch(() => file) : undefined;
    if (chosen.current[field] !== file) return;
    onChange(checked);
    await trigger(field);
  };

  const onValid = async (values: RecruitmentValues) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(toSubmission(values))) body.append(key, value);
    for (const field of RECRUITMENT_IMAGE_FIELDS) {
      const file = values[field];
      if (file instanceof File) body.append(field, file, file.name);
    }
    await flow.send(() => fetch(`/api/recruitment?lang=${locale}`, { method: 'POST', body }));
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onValid, flow.onInvalid)}
        className="relative flex flex-col gap-10"
      >
        <fieldset disabled={locked} className="grid gap-5 md:grid-cols-2">
          <legend className="mb-4 text-xl font-light tracking-wide">{t('personal')}</legend>
          <PersonalFields countries={countries} categories={categories} disabled={locked} />
        </fieldset>
        <fieldset
          disabled={locked}
          className="grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-4"
        >
          <legend className="mb-4 text-xl font-light tracking-wide">
            {t('measurementsTitle')}
          </legend>
          <MeasurementFields
            locale={locale}
            gender={typeof gender === 'string' ? gender : undefined}
          />
        </fieldset>
        <fieldset disabled={locked}>
          <legend className="text-xl font-light tracking-wide">{t('photos')}</legend>
          <p className="mt-1 mb-4 text-sm text-muted">
            {t('photosHint', { max: MAX_IMAGE_BYTES / 1024 / 1024 })}
          </p>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {RECRUITMENT_IMAGE_FIELDS.map((field) => (
              <Controller
                key={field}
                control={control}
                name={field}
                render={({ field: slot }) => (
                  <PhotoSlot
                    id={`recruitment-${field}`}
                    name={field}
                    label={t(field)}
                    file={slot.value instanceof File ? slot.value : undefined}
                    error={formState.errors[field]?.message}
                    disabled={locked}
                    onFile={(file) => void choosePhoto(field, file, slot.onChange)}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
        <Honeypot registration={form.register('website')} />
        <FormNotice status={flow.status} sentText={t('recruitmentSent')} />
        <SubmitButton status={flow.status} />
      </form>
    </FormProvider>
  );
}
