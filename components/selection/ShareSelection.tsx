import { useTranslations } from 'next-intl';
import { ShareControls } from '@/components/share/ShareControls';
import { MAX_SELECTION } from '@/lib/selection/ids';

export type SelectionShare = {
  /** What WhatsApp's message says before the address ("A selection of talents — Agency:"). */
  text: string;
  /**
   * The selection's address: as the server wrote it on a shared selection (so WhatsApp's link is
   * there without scripts), as the browser makes it for one's favorites (none until it is known).
   */
  url: string | undefined;
};

type Props = { ids: readonly number[]; share: SelectionShare };

export function ShareSelection({ ids, share }: Props) {
  const t = useTranslations('Selection');
  return (
    <ShareControls
      url={share.url}
      title={t('sharedTitle')}
      text={share.text}
      shareLabel={t('share')}
      note={
        ids.length > MAX_SELECTION ? (
          <p className="text-muted">{t('shareBeyond', { max: MAX_SELECTION })}</p>
        ) : null
      }
    />
  );
}
