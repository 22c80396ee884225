/** File name of a composite card: the talent's name plus '_{agency}.pdf'. */
export function compoFileName(talentName: string, siteName: string): string {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim();
  return `${safe(talentName)}_${safe(siteName)}.pdf`;
}
