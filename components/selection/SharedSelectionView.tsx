import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SelectionNotes } from '@/components/selection/SelectionNotes';
import { SharedSelection } from '@/components/selection/SharedSelection';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { Link } from '@/components/navigation/Link';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/url';
import { selectionPath } from '@/lib/selection/link';
import { SELECTION_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';
import type { parseSelectionIds } from '@/lib/selection/ids';
import { marksSearch, type Marks } from '@/lib/selection/marks';
import { measurementList } from '@/lib/talents/measurements';
import { profileHref } from '@/lib/talents/profile-href';

type Props = {
  locale: Locale;
  parsed: ReturnType<typeof parseSelectionIds>;
  /** Marks named by the address (`yes=12&no=45`), taken by a browser that has none of its own. */
  linkedMarks: Marks;
};

// A shared selection (?ids=12,45): the talents and share card are in the server HTML for preview
// bots and visitors without JavaScript.
export async function SharedSelectionView({ locale, parsed, linkedMarks }: Props) {
  const talents = await getSelectionTalents(parsed.ids, locale);
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: 'Selection' }),
    getTranslations({ locale, namespace: 'Share' }),
  ]);
  const found = talents.map((talent) => talent.id);
  const items = talents.map((talent) => ({
    talent: {
      id: talent.id,
      name: talent.name,
      cover: talent.cover,
      category: talent.category,
      gender: talent.gender,
    },
    href: profileHref(talent.category, talent),
    rows: measurementList(talent.gender, talent.measurements),
  }));
  return (
    <Container>
      <PageTitle>{t('sharedTitle')}</PageTitle>
      {items.length ? (
        <p className="mt-3 text-muted">{t('sharedIntro', { count: items.length })}</p>
      ) : null}
      {items.length ? (
        // Marks, sharing and favorites live in this browser: without scripts they are not offered.
        <noscript>
          <p className="mt-3 border-l-4 border-ink/40 bg-ink/5 p-4 text-sm">
            {t('withoutScripts')}
          </p>
        </noscript>
      ) : null}
      <SelectionNotes
        missing={parsed.ids.length - talents.length}
        malformed={parsed.malformed}
        beyond={parsed.beyond}
      />
      {items.length ? (
        <ClientMessages locale={locale} namespaces={SELECTION_NAMESPACES}>
          <SharedSelection
            talents={items}
            linkedMarks={linkedMarks}
            share={{
              text: share('selectionText', { site: env.SITE_NAME }),
              // The talents found, as the page shows them, with the address's marks: the address
              // WhatsApp carries and a quote sends without scripts.
              url: absoluteUrl(selectionPath(locale, found, marksSearch(linkedMarks, found))),
            }}
          />
        </ClientMessages>
      ) : (
        <div className="mt-8 flex flex-col items-start gap-4" data-testid="selection-empty">
          <p>{t('empty')}</p>
          <Link href="/models" className="underline">
            {t('browse')}
          </Link>
        </div>
      )}
    </Container>
  );
}
