/** From the site's configuration and the agency's privacy text, read on the server. */
export type RecruitmentPolicy = {
  siteName: string;
  minAge: number;
  replyDays: number;
  retentionDays: number;
  minorPendingDays: number;
  privacyEmail: string;
  /** Stored with the consents. */
  privacyVersion: string;
  privacyPath: string;
  safetyPath: string;
};
