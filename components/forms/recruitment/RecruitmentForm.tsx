'use client';

import { useMemo, useRef } from 'react';
import { formResolver } from '@/lib/forms/formResolver';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { agePath } from '@agency/rules/age';
import { sendApplication } from '@/lib/form-actions/application';
import { pathFor } from '@/lib/i18n/paths';
import { RECRUITMENT_IMAGE_FIELDS, recruitmentBrowserSchema } from '@/lib/forms/recruitment';
import type { Option } from '@/lib/options/types';
import type { ApplicationPolicy } from '@/lib/applicant/application-policy';
import { FormNotice } from '../FormNotice';
import { Honeypot } from '../Honeypot';
import { SubmitButton } from '../SubmitButton';
import { useFormFlow } from '../useFormFlow';
import { usePostedForm } from '../usePostedForm';
import { AgeStep } from './AgeStep';
import { applicationBody } from './applicationBody';
import { ConsentFields } from './ConsentFields';
import { GuardianFields } from './GuardianFields';
import { MeasurementFields } from './MeasurementFields';
import { PersonalFields } from './PersonalFields';
import { PhotoFields } from './PhotoFields';
import { withSafetyRule } from './safetyResolver';
import { usePhotoChoices } from './usePhotoChoices';
import type { RecruitmentValues } from './values';

type Props = { countries: Option[]; categories: Option[]; policy: ApplicationPolicy };

const legend = 'mb-4 text-xl font-light tracking-wide';

/**
 * The get-scouted application. The birth date comes first and decides the
 * path: under the minimum age the form stops and nothing can be sent; under
 * 18 a guardian section is required; then personal data, measurements, four
 * guided photos and two separate consents.
 */
export function RecruitmentForm({ countries, categories, policy }: Props) {
  const t = useTranslations('Forms');
  const applicant = useTranslations('Applicant');
  const locale = useLocale();
  const photos = usePhotoChoices();
  // Posted before the scripts run, the form reaches its Server Action, which says it needs them.
  const page = pathFor(locale, { page: 'recruitment' });
  const posted = usePostedForm<RecruitmentValues>(sendApplication, page);
  const resolver = useMemo(
    () => {
      const rules = { minAge: policy.minAge };
      return photos.withRefusals(
        withSafetyRule(formResolver(recruitmentBrowserSchema(rules)), rules),
      );
    },
    // The refusals are read through a ref: the resolver never needs to change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [policy.minAge],
  );
  const form = useForm<RecruitmentValues>({
    resolver,
    defaultValues: {
      website: '',
      privacy_version: policy.privacyVersion,
      consent_evaluation: false,
      consent_promotion: false,
      guardian_consent: false,
    },
    // useFormFlow focuses the first invalid field in page order instead.
    shouldFocusError: false,
  });
  const { control, handleSubmit } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useFormFlow(form, formRef, RECRUITMENT_IMAGE_FIELDS, posted.state.status);
  const [gender, birthdate] = useWatch({ control, name: ['gender', 'birthdate'] });
  const path = birthdate ? agePath(birthdate, policy.minAge, new Date()) : null;
  const locked = flow.locked;

  const onValid = async (values: RecruitmentValues) => {
    const body = applicationBody(values, path === 'minor');
    await flow.send(() => fetch(`/api/recruitment?lang=${locale}`, { method: 'POST', body }));
  };

  const sentText = applicant(path === 'minor' ? 'sentMinor' : 'sentAdult', {
    days: policy.replyDays,
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        action={posted.formAction}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A photo chosen just before sending is still being prepared: wait for it.
          void photos.whenReady().then(() => handleSubmit(onValid, flow.onInvalid)());
        }}
        className="relative flex flex-col gap-10"
      >
        <noscript>
          <p className="border-l-4 border-danger bg-danger/5 p-4">{applicant('needsScripts')}</p>
        </noscript>
        <fieldset disabled={locked}>
          <legend className={legend}>{applicant('ageTitle')}</legend>
          <AgeStep path={path} minAge={policy.minAge} />
        </fieldset>
        {path === 'tooYoung' ? null : (
          <>
            {path === 'minor' ? (
              <fieldset disabled={locked} className="grid gap-5 md:grid-cols-2">
                <legend className={legend}>{applicant('guardianTitle')}</legend>
                <GuardianFields siteName={policy.siteName} />
              </fieldset>
            ) : null}
            <fieldset disabled={locked} className="grid gap-5 md:grid-cols-2">
              <legend className={legend}>{t('personal')}</legend>
              <PersonalFields countries={countries} categories={categories} disabled={locked} />
            </fieldset>
            <fieldset
              disabled={locked}
              className="grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-4"
            >
              <legend className={legend}>{t('measurementsTitle')}</legend>
              <MeasurementFields
                locale={locale}
                gender={typeof gender === 'string' ? gender : undefined}
              />
            </fieldset>
            <fieldset disabled={locked}>
              <legend className="text-xl font-light tracking-wide">{t('photos')}</legend>
              <PhotoFields minor={path === 'minor'} locked={locked} photos={photos} />
            </fieldset>
            <fieldset disabled={locked}>
              <legend className={legend}>{applicant('consentTitle')}</legend>
              <ConsentFields policy={policy} />
            </fieldset>
            <input type="hidden" {...form.register('privacy_version')} />
            <Honeypot registration={form.register('website')} />
            <FormNotice
              status={flow.status}
              sentText={sentText}
              needsScriptsText={applicant('needsScripts')}
            />
            <SubmitButton status={flow.status} />
          </>
        )}
      </form>
    </FormProvider>
  );
}
