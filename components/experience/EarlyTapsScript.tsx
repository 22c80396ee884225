import { earlyTapsScript } from '@/lib/experience/earlyTaps';

/** Holds taps on parts still hydrating (lib/experience/earlyTaps.ts). */
export function EarlyTapsScript() {
  return <script id="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />;
}
