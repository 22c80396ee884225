import type { Metadata } from 'next';
import { TalentNotFoundView } from '@/components/errors/TalentNotFoundView';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function TalentNotFound() {
  return <TalentNotFoundView />;
}
