import { WIDGETS_CATEGORY } from '@/lib/consent/config';
import { configuredServices } from '@/lib/consent/settings';

// Inert until the consent library turns them into real scripts, once widgets are allowed.
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
