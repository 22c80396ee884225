import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { getInstagramUrl } from '@/lib/agency-api/social';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ClientMessages } from '@/components/i18n/ClientMessages';

const CONTACT_NAMESPACES = ['Forms', 'Validation', 'Errors'];

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'contact');
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [pages, t, instagram] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Forms' }),
    getInstagramUrl(),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={CONTACT_NAMESPACES}>
      <Container>
        <PageTitle>{pages('contact')}</PageTitle>
        <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
          <dl className="flex flex-col gap-4 text-sm">
            <div>
              <dt className="tracking-widest text-muted uppercase">{t('writeUs')}</dt>
              <dd>
                <a href={`mailto:${env.COMMERCIAL_EMAIL}`} className="underline underline-offset-4">
                  {env.COMMERCIAL_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="tracking-widest text-muted uppercase">{t('followUs')}</dt>
              <dd>
                <a
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-4"
                >
                  Instagram
                </a>
              </dd>
            </div>
          </dl>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="mb-6 text-xl font-light tracking-wide">
              {t('contactTitle')}
            </h2>
            <ContactForm />
          </section>
        </div>
      </Container>
    </ClientMessages>
  );
}
