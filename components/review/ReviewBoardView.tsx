import { getFormatter, getTranslations } from 'next-intl/server';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { PdfDownloadLink } from '@/components/ui/PdfDownloadLink';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import type { Locale } from '@/lib/i18n/routing';
import {
  FILTER_WORDS,
  filterTalents,
  tallyBoard,
  type BoardFilter,
} from '@/lib/review-boards/marks';
import type { Board } from '@/lib/review-store/boards';
import { pathFor } from '@/lib/i18n/paths';
import { BoardFilters } from './BoardFilters';
import { BoardTalent, type BoardTalentItem } from './BoardTalent';
import { KeepFocusInList } from './KeepFocusInList';
import { LiveRefresh } from './LiveRefresh';
import { ReviewerPanel } from './ReviewerPanel';

// The board's forms and the quote form's texts.
const BOARD_NAMESPACES = ['Review', 'Selection', 'Forms', 'Validation', 'Errors'];

type Props = {
  locale: Locale;
  board: Board;
  /** The board's talents the agency lists now, in the board's order; others are kept by id. */
  talents: Array<BoardTalentItem & { name: string }>;
  /** The visitor's reviewer on this board, from their cookie. */
  me: { id: string; name: string } | null;
  filter: BoardFilter;
  /** The board's absolute address, to send to the team. */
  address: string;
  revision: string;
};

// The review board: everyone's tally and words per talent, and a reviewer's own forms. Rendered on
// the server for each request, so the newest marks are in the page as it loads, with or without
// scripts; the forms and the live refresh are the client's leaves.
export async function ReviewBoardView(props: Props) {
  const { locale, board, talents, me, filter, address, revision } = props;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Review' }),
    getFormatter({ locale }),
  ]);
  const tallies = tallyBoard(board.talentIds, board.reviewers, board.reviews);
  const shown = filterTalents(tallies, filter, board.reviewers.length, me?.id);
  const byId = new Map(talents.map((talent) => [talent.id, talent]));
  const names = format.list(board.reviewers.map((reviewer) => reviewer.name));
  const path = pathFor(locale, { pathname: '/review/[board]', params: { board: board.id } });
  // The page as shown, filter included: a post without scripts comes back to it.
  const word = FILTER_WORDS[filter];
  const page = word ? `${path}?show=${word}` : path;
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mt-3 max-w-2xl">{t('intro', { count: board.talentIds.length })}</p>
      <p className="mt-2 text-sm" data-testid="board-reviewers">
        {t('reviewers', { count: board.reviewers.length, names })}
      </p>
      <p className="mt-2 text-sm text-muted" data-testid="board-retention">
        {t('retention', {
          date: format.dateTime(new Date(board.expiresAt), { dateStyle: 'long' }),
        })}
      </p>
      <div className="mt-4 max-w-xl">
        <label htmlFor="board-address" className="text-sm font-medium">
          {t('addressLabel')}
        </label>
        <input
          id="board-address"
          readOnly
          value={address}
          aria-describedby="board-address-hint"
          className="mt-1 block min-h-11 w-full border border-ink/40 bg-ink/5 px-3 text-sm"
        />
        <p id="board-address-hint" className="mt-1 text-xs text-muted">
          {t('addressHint')}
        </p>
      </div>
      <ClientMessages locale={locale} namespaces={BOARD_NAMESPACES}>
        <ReviewerPanel board={board.id} name={me?.name ?? null} page={page} />
        <LiveRefresh board={board.id} revision={revision} />
        <BoardFilters locale={locale} board={board.id} current={filter} me={me !== null} />
        <p className="mt-3 text-sm" role="status" data-testid="filter-count">
          {filter === 'all' ? '' : t('filterCount', { shown: shown.length, total: tallies.length })}
        </p>
        <KeepFocusInList>
          {shown.length ? (
            <ul className="mt-2" data-testid="board-talents">
              {shown.map((tally) => (
                <BoardTalent
                  key={tally.talentId}
                  locale={locale}
                  board={board.id}
                  talent={
                    byId.get(tally.talentId) ?? {
                      id: tally.talentId,
                      name: null,
                      cover: null,
                      href: null,
                    }
                  }
                  tally={tally}
                  me={me?.id ?? null}
                  page={page}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-6" tabIndex={-1} data-testid="board-empty" data-board-empty>
              {t('filterEmpty')}
            </p>
          )}
        </KeepFocusInList>
        {talents.length ? (
          // The board's file: the selection PDF with the team's tally and words on its cover and
          // the tally on each card, its QR code leading back to the board.
          <PdfDownloadLink
            parts={[`board=${board.id}`]}
            count={board.talentIds.length}
            className="mt-6 flex flex-col items-start gap-2"
          />
        ) : null}
        {talents.length ? (
          // The site's one quote form, with the board's talents; the server adds the team's
          // tallies and comments and the board's address (lib/actions/quote.ts).
          <QuoteForm
            intro={t('quoteIntro')}
            favorites={talents.map(({ id, name, cover }) => ({ id, name, cover }))}
            board={{ id: board.id, page: path }}
          />
        ) : null}
      </ClientMessages>
    </Container>
  );
}
