import { fileNameSafe } from '@/lib/route-handlers/attachment';

/** File name of a composite card: the talent's name plus '_{agency}.pdf'. */
export function compoFileName(talentName: string, siteName: string): string {
  return `${fileNameSafe(talentName)}_${fileNameSafe(siteName)}.pdf`;
}
