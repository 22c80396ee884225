import { useTranslations } from 'next-intl';
import { ShareControls } from '@/components/share/ShareControls';
import { MAX_SELECTION } from '@/lib/selection/ids';
import { useSelectionLink } from '@/lib/selection/useSelectionLink';

export type SelectionShare = {
  /** What WhatsApp's message says before the address ("A selection of talents — Agency:"). */
  text: string;
  /** The address as the server wrote it (a shared selection), so WhatsApp's link is there without scripts. */
  url?: string;
};

type Props = { ids: readonly number[]; share: SelectionShare };

export function ShareSelection({ ids, share }: Props) {
  const t = useTranslations('Selection');
  const own = useSelectionLink(ids);
  return (
    <ShareControls
      url={share.url ?? own}
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
