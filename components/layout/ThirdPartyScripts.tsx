import Script from 'next/script';
import { env } from '@/lib/env';

/**
 * The maps script and the review widget, on every page when configured:
 * loaded once the browser is idle after the page's load (next/script's
 * lazyOnload), so they never block it; nothing is requested when they are
 * not configured.
 */
export function ThirdPartyScripts() {
  return (
    <>
      {env.MAPS_SCRIPT_URL ? (
        <Script id="maps-script" src={env.MAPS_SCRIPT_URL} strategy="lazyOnload" />
      ) : null}
      {env.REVIEWS_WIDGET_URL ? (
        <Script id="reviews-widget" src={env.REVIEWS_WIDGET_URL} strategy="lazyOnload" />
      ) : null}
    </>
  );
}
