import { fileNameSafe } from '@/lib/route-handlers/attachment';

export function compoFileName(talentName: string, siteName: string): string {
  return `${fileNameSafe(talentName)}_${fileNameSafe(siteName)}.pdf`;
}
