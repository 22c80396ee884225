import { useLocale } from 'next-intl';

/** The page's language, posted with the form: its Server Action answers and forwards in it. */
export function LangField() {
  return <input type="hidden" name="lang" value={useLocale()} />;
}
