import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/server';

type Props = { params: Promise<{ lang: string }> };

// The middleware sends every path it cannot read here, so that the 404 page
// is shown in the language of the path, with status 404.
export default async function MissingPage({ params }: Props) {
  await pageLocale(params);
  notFound();
}
