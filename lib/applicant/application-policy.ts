/**
 * What the recruitment form states and applies, from the site's configuration
 * and the agency's privacy text (read on the server, handed to the form).
 */
export type ApplicationPolicy = {
  siteName: string;
  minAge: number;
  /** Days within which a selected applicant hears back. */
  replyDays: number;
  retentionDays: number;
  minorPendingDays: number;
  privacyEmail: string;
  /** Version of the privacy text the consents refer to; stored with them. */
  privacyVersion: string;
  privacyPath: string;
  safetyPath: string;
};
