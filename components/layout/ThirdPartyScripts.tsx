import { env } from '@/lib/env';
import { LazyScript } from './LazyScript';

/**
 * The maps script and the review widget, on every page when configured:
 * loaded once the browser is idle after the page became interactive, so
 * they never block it; nothing is requested when they are not configured.
 */
export function ThirdPartyScripts() {
  return (
    <>
      {env.MAPS_SCRIPT_URL ? <LazyScript id="maps-script" src={env.MAPS_SCRIPT_URL} /> : null}
      {env.REVIEWS_WIDGET_URL ? (
        <LazyScript id="reviews-widget" src={env.REVIEWS_WIDGET_URL} />
      ) : null}
    </>
  );
}
