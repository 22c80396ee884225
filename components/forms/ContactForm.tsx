'use client';

import { useLocale, useTranslations } from 'next-intl';
import { validateContact, type ContactInput } from '@/lib/forms/contact';
import { sendContact } from '@/lib/actions/contact';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { ErrorSummary } from './ErrorSummary';
import { MessageFields, useMessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { HiddenFields } from './HiddenFields';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formResolver, useActionForm } from './useActionForm';
import { FormRecovery } from './FormRecovery';

/** The form, mounted again with what was typed when a post gets no answer. */
export function ContactForm() {
  return (
    <FormRecovery>
      <ContactFormFields />
    </FormRecovery>
  );
}

function ContactFormFields() {
  const t = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const { form, formRef, formAction, status, refused, onSubmit, locked } = useActionForm(
    sendContact,
    {
      page: pathFor(locale, '/contact'),
      resolver: formResolver<ContactInput>(validateContact),
      defaultValues: { name: '', phone: '', message: '', website: '' },
    },
  );
  const { register, formState } = form;
  const fields = useMessageFields('contact');

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={onSubmit()}
      className="relative flex max-w-xl flex-col gap-5"
      aria-label={t('contactTitle')}
    >
      <FormNotice status={status} sentText={t('sent')} />
      {refused ? <ErrorSummary fields={fields} errors={formState.errors} /> : null}
      <RequiredNote />
      {/* The group disables the fields while the message is sent; a group has a legend. */}
      <fieldset disabled={locked} className="flex flex-col gap-5">
        <legend className="sr-only">{t('messageGroup')}</legend>
        <MessageFields idPrefix="contact" register={register} errors={formState.errors} />
        <HiddenFields honeypot={register('website')} />
      </fieldset>
      <SubmitButton status={status} />
    </form>
  );
}
