import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SelectionNotes } from '@/components/selection/SelectionNotes';
import { SharedSelection } from '@/components/selection/SharedSelection';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { Link } from '@/components/navigation/Link';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { SELECTION_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { parseSelectionIds } from '@/lib/selection/ids';
import { selectionMetadata } from '@/lib/selection/metadata';
import { measurementList } from '@/lib/talents/measurements';
import { profileHref } from '@/lib/talents/route';

// ?ids=12,45, rewritten here by proxy.ts: the talents and share card are in the server HTML for
// preview bots and visitors without JavaScript.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const parsed = parseSelectionIds((await searchParams).ids);
  const talents = await getSelectionTalents(parsed.ids, locale);
  return { locale, parsed, talents };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, talents } = await load(props);
  return selectionMetadata(locale, talents);
}

export default async function SharedSelectionPage(props: Props) {
  const { locale, parsed, talents } = await load(props);
  const t = await getTranslations({ locale, namespace: 'Selection' });
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
      <SelectionNotes
        missing={parsed.ids.length - talents.length}
        malformed={parsed.malformed}
        beyond={parsed.beyond}
      />
      {items.length ? (
        <ClientMessages locale={locale} namespaces={SELECTION_NAMESPACES}>
          <SharedSelection talents={items} />
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
