import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';

// The header's language switch (the layout's `languages` slot): the same page in each language.
export default function Languages() {
  return <LanguageSwitcher />;
}
