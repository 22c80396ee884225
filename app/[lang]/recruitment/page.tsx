import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormTooLarge } from '@/components/forms/FormTooLarge';
import { RecruitmentForm } from '@/components/forms/recruitment/RecruitmentForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { getCountriesAndLicenses } from '@/lib/agency-api/attributes';
import { recruitmentPolicy } from '@/lib/recruitment/policy';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { attributeOptions } from '@/lib/options/types';

// The texts of the recruitment form's safety parts (age, guardian, consents, photo guide)
// and the shared form texts travel to the browser on the recruitment page only.
const FORM_NAMESPACES = ['Forms', 'Validation', 'Errors', 'Options', 'Recruitment', 'PhotoGuide'];

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'recruitment');
}

export default async function RecruitmentPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, attributes, policy] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getCountriesAndLicenses(locale),
    recruitmentPolicy(locale),
  ]);
  return (
    <Container>
      <PageTitle>{t('recruitment')}</PageTitle>
      <div className="mt-8">
        <FormTooLarge locale={locale} />
        <ClientMessages locale={locale} namespaces={FORM_NAMESPACES}>
          <RecruitmentForm
            countries={attributeOptions(attributes.countries)}
            categories={attributeOptions(attributes.licenses)}
            policy={policy}
          />
        </ClientMessages>
      </div>
    </Container>
  );
}
