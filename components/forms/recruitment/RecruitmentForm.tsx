'use client';

import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { agePath } from '@agency/rules/age';
import { sendRecruitment } from '@/lib/actions/recruitment';
import { pathFor } from '@/lib/i18n/paths';
import type { Option } from '@/lib/options/types';
import type { RecruitmentPolicy } from '@/lib/recruitment/policy-type';
import { ErrorSummary } from '../ErrorSummary';
import { FormNotice } from '../FormNotice';
import { HiddenFields } from '../HiddenFields';
import { RequiredNote } from '../RequiredNote';
import { SubmitButton } from '../SubmitButton';
import { formResolver, useActionForm } from '../useActionForm';
import { AgeStep } from './AgeStep';
import { ConsentFields } from './ConsentFields';
import { GuardianFields } from './GuardianFields';
import { MeasurementFields } from './MeasurementFields';
import { PersonalFields } from './PersonalFields';
import { PhotoFields } from './PhotoFields';
import { usePhotoChoices } from './usePhotoChoices';
import { useRecruitmentFields } from './useRecruitmentFields';
import {
  RECRUITMENT_CHECKBOXES,
  validateRecruitment,
  type RecruitmentValues,
} from '@/lib/forms/recruitment';
import { FormRecovery } from '../FormRecovery';

type Props = { countries: Option[]; categories: Option[]; policy: RecruitmentPolicy };

const legend = 'mb-4 text-xl font-light tracking-wide';

/** The form, mounted again with what was typed when a post gets no answer. */
export function RecruitmentForm(props: Props) {
  return (
    <FormRecovery>
      <RecruitmentFormFields {...props} />
    </FormRecovery>
  );
}

function RecruitmentFormFields({ countries, categories, policy }: Props) {
  const t = useTranslations('Forms');
  const recruitment = useTranslations('Recruitment');
  const locale = useLocale();
  const photos = usePhotoChoices();
  const resolver = useMemo(
    () =>
      photos.withRefusals(
        // The browser's clock: the action checks again with the server's.
        formResolver((values) => validateRecruitment(values, { minAge: policy.minAge })),
      ),
    // The refusals are read through a ref: the resolver never needs to change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [policy.minAge],
  );
  const application = useActionForm<RecruitmentValues>(sendRecruitment, {
    page: pathFor(locale, '/recruitment'),
    resolver,
    defaultValues: {
      website: '',
      privacy_version: policy.privacyVersion,
      consent_evaluation: false,
      consent_promotion: false,
      guardian_consent: false,
    },
    checkboxes: RECRUITMENT_CHECKBOXES,
  });
  const { form, formRef, state, status, refused, locked } = application;
  const [gender, birthdate] = useWatch({ control: form.control, name: ['gender', 'birthdate'] });
  const path = birthdate ? agePath(birthdate, policy.minAge, new Date()) : null;

  const fields = useRecruitmentFields({
    minor: path === 'minor',
    man: gender === 'man',
    siteName: policy.siteName,
  });

  const sentText = recruitment(path === 'minor' ? 'sentMinor' : 'sentAdult', {
    days: policy.replyDays,
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        action={application.formAction}
        noValidate
        onSubmit={application.onSubmit({
          // A photo chosen just before sending is still being prepared: wait for it.
          before: photos.whenReady,
          adjust: photos.asPrepared,
        })}
        className="relative flex flex-col gap-10"
      >
        {status === 'sent' ? (
          // Once sent, the confirmation alone: the application is the agency's now, and a greyed
          // form, emptied by the answer of a post without scripts, would only puzzle.
          <FormNotice status={status} sentText={sentText} />
        ) : (
          <>
            <noscript>
              <p className="border-l-4 border-ink/40 bg-ink/5 p-4 text-sm">
                {recruitment('withoutScripts')}
              </p>
            </noscript>
            <div className="flex flex-col gap-4">
              <FormNotice status={status} sentText={sentText} />
              {refused ? <ErrorSummary fields={fields} errors={form.formState.errors} /> : null}
              <RequiredNote />
            </div>
            <fieldset disabled={locked}>
              <legend className={legend}>{recruitment('ageTitle')}</legend>
              <AgeStep path={path} minAge={policy.minAge} />
            </fieldset>
            {path === 'tooYoung' ? null : (
              <>
                {path === 'minor' ? (
                  <fieldset disabled={locked} className="grid gap-5 md:grid-cols-2">
                    <legend className={legend}>{recruitment('guardianTitle')}</legend>
                    <GuardianFields siteName={policy.siteName} />
                  </fieldset>
                ) : null}
                <fieldset disabled={locked} className="grid gap-5 md:grid-cols-2">
                  <legend className={legend}>{t('personal')}</legend>
                  <PersonalFields
                    countries={countries}
                    categories={categories}
                    places={state.options}
                    disabled={locked}
                    minor={path === 'minor'}
                  />
                </fieldset>
                <fieldset
                  disabled={locked}
                  className="grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-4"
                >
                  <legend className={legend}>{t('measurementsTitle')}</legend>
                  <MeasurementFields gender={typeof gender === 'string' ? gender : undefined} />
                </fieldset>
                <fieldset disabled={locked}>
                  <legend className="text-xl font-light tracking-wide">{t('photos')}</legend>
                  <PhotoFields minor={path === 'minor'} locked={locked} photos={photos} />
                </fieldset>
                <fieldset disabled={locked}>
                  <legend className={legend}>{recruitment('consentTitle')}</legend>
                  <ConsentFields policy={policy} />
                </fieldset>
                <input
                  type="hidden"
                  {...form.register('privacy_version')}
                  defaultValue={policy.privacyVersion}
                />
                <HiddenFields honeypot={form.register('website')} />
                <SubmitButton status={status} />
              </>
            )}
          </>
        )}
      </form>
    </FormProvider>
  );
}
