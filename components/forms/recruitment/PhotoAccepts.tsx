import { useTranslations } from 'next-intl';
import { MAX_IMAGE_BYTES, MAX_PHOTO_SIDE } from '@agency/rules/limits';
import { MAX_SOURCE_BYTES } from '@/lib/browser/photo';
import { useHydrated } from '@/lib/browser/hydrated';

/** Every photo slot's input is described by this one line too. */
export const PHOTOS_ACCEPT_ID = 'recruitment-photos-accepts';

// Said once for the four slots. With scripts any photo the browser decodes is re-encoded as JPEG
// (photoChoice.ts); without them (and until they run) the file is posted as chosen, so the
// server's three types and limit apply.
export function PhotoAccepts() {
  const photoGuide = useTranslations('PhotoGuide');
  const scripted = useHydrated();
  return (
    <p id={PHOTOS_ACCEPT_ID} className="text-sm text-muted">
      {/* Numbers in the page's language ({side, number} in the message): the
          browser's own (toLocaleString) differs from the server's and breaks hydration. */}
      {scripted
        ? photoGuide('accepts', { maxSource: MAX_SOURCE_BYTES / 1024 / 1024, side: MAX_PHOTO_SIDE })
        : photoGuide('acceptsAsPosted', { max: MAX_IMAGE_BYTES / 1024 / 1024 })}
    </p>
  );
}
