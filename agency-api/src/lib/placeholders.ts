import type { Config } from '../config.js';

// Page texts name periods and addresses that are configuration, not prose:
// {{retention_days}} in the privacy policy is the period the purge applies.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The values a page may name, from the running configuration. */
function values(config: Config): Record<string, string> {
  return {
    site_name: config.siteName,
    min_age: String(config.minAge),
    retention_days: String(config.retentionDays),
    minor_pending_days: String(config.minorPendingDays),
    privacy_email: config.privacyEmail,
    email_domain: config.privacyEmail.split('@')[1] ?? config.privacyEmail,
  };
}

/** `{{name}}` replaced by its value (HTML-escaped); unknown names are left as written. */
export function fillPlaceholders(html: string, config: Config): string {
  const known = values(config);
  return html.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(known, name) ? escapeHtml(known[name]!) : whole,
  );
}
