import { getTranslations } from 'next-intl/server';
import { videoHost, videoPageUrl, type Video } from '@/lib/home/video';
import type { Locale } from '@/lib/i18n/routing';
import { PosterPlayer } from './PosterPlayer';

type Props = {
  locale: Locale;
  video: Video;
  title: string;
  background?: boolean;
  // The agency's own picture: the host's thumbnail would be a request to it before the consent.
  poster: React.ReactNode;
};

export async function VideoPoster({ locale, video, title, background = false, poster }: Props) {
  const host = videoHost(video);
  const page = videoPageUrl(video);
  if (!host || !page) return null;
  const t = await getTranslations({ locale, namespace: 'Video' });
  const labels = {
    play: t('play'),
    stop: t('stop'),
    note: t('note', { host: host.name }),
    loading: t('loading', { host: host.name }),
    failed: t('failed'),
    watch: t('watch', { host: host.name }),
  };
  return (
    <PosterPlayer video={video} title={title} page={page} background={background} labels={labels}>
      {poster}
    </PosterPlayer>
  );
}
