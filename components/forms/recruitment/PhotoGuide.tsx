import { useTranslations } from 'next-intl';

const TIPS = ['daylight', 'wall', 'makeup', 'filters', 'clothes', 'alone'] as const;

export function PhotoGuide({ minor }: { minor: boolean }) {
  const t = useTranslations('PhotoGuide');
  return (
    <div className="mb-6 flex flex-col gap-3 text-sm" data-testid="photo-guide">
      <p className="font-medium">{t('title')}</p>
      <p className="text-muted">{t('intro')}</p>
      <ul className="grid list-disc gap-1 pl-5 md:grid-cols-2">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`tips.${tip}`)}</li>
        ))}
      </ul>
      {minor ? (
        <p
          className="border-l-4 border-danger bg-danger/5 p-3 font-medium"
          data-testid="photo-guide-minor"
        >
          {t('minor')}
        </p>
      ) : null}
    </div>
  );
}
