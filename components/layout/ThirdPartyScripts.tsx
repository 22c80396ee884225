import { WIDGETS_CATEGORY } from '@/lib/consent/config';
import { configuredServices } from '@/lib/consent/settings';

/**
 * The maps script and the review widget, when configured: inert <script>s
 * (type text/plain) that the consent library (components/consent) turns into
 * real ones once the visitor allows third-party widgets, on this page and the
 * next ones. With no choice, or "reject all", they are never requested.
 */
export function ThirdPartyScripts() {
  const { urls, offered } = configuredServices();
  if (offered.length === 0) return null;
  return (
    // Only the library changes what is inside; React keeps the box.
    <div hidden data-third-party="">
      {offered.map((service) => (
        <script
          key={service}
          type="text/plain"
          data-category={WIDGETS_CATEGORY}
          data-service={service}
          data-src={urls[service]}
        />
      ))}
    </div>
  );
}
