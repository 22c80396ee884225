import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/Link';
import { CoverImage } from '@/components/ui/CoverImage';
import type { SiteHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { MARKS } from '@/lib/selection/marks';
import type { TalentTally } from '@/lib/review-boards/marks';
import { TalentReviewForm } from './TalentReviewForm';

export type BoardTalentItem = {
  id: number;
  /** Null: the agency no longer lists the talent; the board keeps its reviews. */
  name: string | null;
  cover: string | null;
  href: SiteHref | null;
};

type Props = {
  locale: Locale;
  board: string;
  talent: BoardTalentItem;
  tally: TalentTally;
  /** The visitor's reviewer id, once they joined. */
  me: string | null;
  /** The board's page as shown (with its filter): where its forms post without scripts. */
  page: string;
};

// One talent of the board: the tally, who said what with their comments (as text: React escapes
// it, nothing is read as HTML), and, for a reviewer, their own form.
export async function BoardTalent({ locale, board, talent, tally, me, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'Review' });
  const name = talent.name ?? `#${talent.id}`;
  const mine = tally.reviews.find((review) => review.reviewerId === me);
  const counted = MARKS.filter((mark) => tally.tally[mark] > 0);
  return (
    <li
      id={`talent-${talent.id}`}
      className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 border-t border-ink/15 py-5 sm:grid-cols-[8rem_1fr]"
      data-testid="board-talent"
      data-talent={talent.id}
      data-board-entry
    >
      <div className="aspect-[3/4] overflow-hidden bg-ink/5">
        <CoverImage
          src={talent.cover}
          alt=""
          width={240}
          height={320}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0">
        {/* Focusable: where focus goes when the talent that had it leaves the list (KeepFocusInList). */}
        <h2 tabIndex={-1} className="text-base tracking-widest wrap-break-word uppercase">
          {talent.href ? <Link href={talent.href}>{name}</Link> : name}
        </h2>
        {talent.href ? null : <p className="text-sm text-muted">{t('gone')}</p>}
        <p className="mt-1 font-medium" data-testid="tally">
          {counted.length
            ? counted
                .map((mark) => t('tallyPart', { mark: t(mark), count: tally.tally[mark] }))
                .join(' · ')
            : t('noReviews')}
        </p>
        {tally.reviews.length ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="reviews">
            {tally.reviews.map((review) => (
              <li key={review.reviewerId}>
                <span className="font-medium">
                  {t('reviewOf', {
                    name: review.name,
                    mark: review.mark ? t(review.mark) : t('noMark'),
                  })}
                </span>
                {review.comment ? (
                  <q className="mt-0.5 block whitespace-pre-line text-muted">{review.comment}</q>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {me ? (
        <div className="col-span-2 max-w-2xl sm:col-span-1 sm:col-start-2">
          <TalentReviewForm
            board={board}
            talent={{ id: talent.id, name }}
            mine={{ mark: mine?.mark ?? null, comment: mine?.comment ?? null }}
            page={page}
          />
        </div>
      ) : null}
    </li>
  );
}
