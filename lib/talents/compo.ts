import { fileNameSafe } from '@/lib/file-name';

export function compoFileName(talentName: string, siteName: string): string {
  return `${fileNameSafe(talentName)}_${fileNameSafe(siteName)}.pdf`;
}
