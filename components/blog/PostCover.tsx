import { CoverImage } from '@/components/ui/CoverImage';

/**
 * A post's cover above its text: the page's largest picture, so it is
 * preloaded. Decorative (alt=""): the title beside it says what the post is.
 */
export function PostCover({ src }: { src: string }) {
  return (
    <div className="relative mt-8 aspect-[3/2] max-w-3xl overflow-hidden bg-ink/5">
      <CoverImage
        src={src}
        alt=""
        fill
        preload
        // The text column's width (max-w-3xl, 48rem), less the page's padding on phones.
        sizes="(min-width: 48rem) 48rem, 100vw"
        className="object-cover"
      />
    </div>
  );
}
