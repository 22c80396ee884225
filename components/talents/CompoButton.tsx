import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/buttonStyles';
import type { Locale } from '@/lib/i18n/routing';

type Props = { talentId: number; locale: Locale; fileName: string };

/**
 * "Print composite": a link to the composite card, which the site asks of the
 * main API with its token and answers as a PDF download. A link, so it works
 * before and without scripts; the browser shows the download's progress.
 */
export function CompoButton({ talentId, locale, fileName }: Props) {
  const t = useTranslations('Talents');
  return (
    <a
      href={`/api/compo?id=${talentId}&lang=${locale}`}
      download={fileName}
      rel="nofollow"
      type="application/pdf"
      className={secondaryButton}
    >
      {t('printComposite')}
    </a>
  );
}
