import { getTranslations } from 'next-intl/server';
import { videoHost, videoPageUrl, type Video } from '@/lib/home/video';
import type { Locale } from '@/lib/i18n/routing';
import { PosterPlayer } from './PosterPlayer';

type Props = {
  locale: Locale;
  video: Video;
  title: string;
  background?: boolean;
  /**
   * A picture of the agency's own (the home's slide, the talent's cover): the
   * agency API gives a video no picture, and the host's thumbnail would be a
   * request to that third party before the visitor's choice.
   */
  poster: React.ReactNode;
};

/**
 * A video on YouTube or Vimeo, whose player is a third party: a poster with a
 * play button, the player loaded only once the visitor presses play or has
 * allowed videos in the consent. Without JavaScript, or where the player
 * fails, a link opens the video on its host.
 */
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
