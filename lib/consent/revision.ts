/**
 * The consent's revision, from the privacy text's version ("2026-11-25" is
 * 20261125): the consent library asks again when it changes. No version (the
 * agency API could not say) is revision 0.
 */
export function consentRevision(version: string | null): number {
  const digits = (version ?? '').replace(/\D/g, '').slice(0, 15);
  return digits === '' ? 0 : Number(digits);
}
