import type { Locale } from '@/lib/i18n/routing';
import { LanguageLink } from './DeferredHeaderParts';

type Props = {
  current: Locale;
  /** LanguageSwitcher texts, translated on the server: label, switching and each language's name. */
  labels: { label: string; switching: string } & Record<Locale, string>;
};

const ORDER = ['en', 'es', 'pt'] as const satisfies readonly Locale[];

/**
 * en / es / pt links to the same page in the other language. The list is
 * the server's; each link (LanguageLink) is hydrated after the first load
 * and puts the 600 ms loading flag on this <nav> while switching.
 */
export function LanguageSwitcher({ current, labels }: Props) {
  return (
    <nav
      aria-label={labels.label}
      aria-busy={false}
      data-switching={false}
      className="group/languages"
    >
      <ul className="flex items-center gap-1">
        {ORDER.map((locale) => (
          <li key={locale}>
            <LanguageLink locale={locale} current={current} label={labels[locale]} />
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only" data-text={labels.switching} />
    </nav>
  );
}
