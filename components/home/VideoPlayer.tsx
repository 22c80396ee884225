import { videoEmbedUrl } from '@/lib/home/video';

type Props = { provider: string; videoId: string; title: string };

/** The one player shown instead of the slideshow when a slide is a video. */
export function VideoPlayer({ provider, videoId, title }: Props) {
  const src = videoEmbedUrl(provider, videoId, { background: true });
  if (!src) return null;
  return (
    <div className="absolute inset-0 overflow-hidden bg-ink" data-testid="home-video">
      <iframe
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        className="pointer-events-none absolute top-1/2 left-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2"
        loading="eager"
      />
    </div>
  );
}
