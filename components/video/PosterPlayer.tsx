'use client';

import { useEffect, useRef, useState } from 'react';
import { useVideosAllowed } from '@/components/consent/videoConsent';
import { useReducedMotion } from '@/components/experience/useReducedMotion';
import { LineIcon } from '@/components/ui/LineIcon';
import { videoEmbedUrl, videoHost, type Video } from '@/lib/home/video';
import { PlayerFrame } from './PlayerFrame';

type VideoLabels = Record<'play' | 'stop' | 'note' | 'loading' | 'failed' | 'watch', string>;

type Props = {
  video: Video;
  title: string;
  page: string;
  background: boolean;
  labels: VideoLabels;
  children: React.ReactNode;
};

const PLAY_ICON = <path d="M8 5.5v13l10.5-6.5z" />;

// The press holds while the profile's slider takes over its slides (often at that very click),
// which mounts the poster anew, twice.
let pressed: { key: string; path: string } | null = null;

export function PosterPlayer({ video, title, page, background, labels, children }: Props) {
  const allowed = useVideosAllowed();
  const reduced = useReducedMotion();
  const key = `${video.provider}/${video.videoId}`;
  const [choice, setChoice] = useState<boolean | null>(() => (pressed?.key === key ? true : null));
  const [failed, setFailed] = useState(false);
  const [readySrc, setReadySrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const host = videoHost(video)!;
  const on = !failed && (choice ?? (allowed && !(background && reduced)));
  // Only after hydration (the consent and a press are the browser's): the page's origin is known.
  const src = on
    ? videoEmbedUrl(video, { background, autoplay: choice === true, origin: location.origin })
    : null;
  // A player gone (stopped, failed, consent withdrawn) has to answer again when back.
  if (src === null && readySrc !== null) setReadySrc(null);
  const ready = src !== null && readySrc === src;

  // The pressed play button has gone with the poster: the focus follows into the player.
  useEffect(() => {
    if (ready && choice && document.activeElement === document.body) frame.current?.focus();
  }, [ready, choice]);

  useEffect(
    () => () => {
      if (pressed?.key === key && pressed.path !== location.pathname) pressed = null;
    },
    [key],
  );

  const play = () => {
    pressed = { key, path: location.pathname };
    setFailed(false);
    setChoice(true);
  };
  const caption = (
    <>
      <span role="status" className="noscript:hidden">
        {ready ? '' : failed ? labels.failed : choice ? labels.loading : labels.note}{' '}
      </span>
      <a href={page} className="underline underline-offset-4">
        {labels.watch}
      </a>
    </>
  );
  const stage = (
    <div
      className={`overflow-hidden bg-ink ${background ? 'absolute inset-0' : 'relative aspect-video'}`}
    >
      <div className="absolute inset-0">{children}</div>
      {src ? (
        <PlayerFrame
          key={src}
          src={src}
          title={title}
          origin={host.origin}
          handshake={host.handshake}
          shown={ready}
          background={background}
          onReady={(element) => {
            frame.current = element;
            setReadySrc(src);
          }}
          onFail={() => setFailed(true)}
        />
      ) : null}
      {background || ready ? null : (
        <div className="absolute inset-0 flex items-center justify-center bg-ink/20">
          <button
            type="button"
            onClick={play}
            aria-label={labels.play}
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-paper text-ink shadow-lg noscript:hidden hover:bg-accent hover:text-paper"
          >
            <LineIcon size={28} strokeWidth={2}>
              {PLAY_ICON}
            </LineIcon>
          </button>
        </div>
      )}
    </div>
  );
  if (!background)
    return (
      <div data-testid="video-poster" className="mx-auto w-full max-w-4xl">
        {stage}
        {/* Under the picture, clear of the slider's arrows at any text size. */}
        <p className="mt-2 text-sm text-muted">{caption}</p>
      </div>
    );
  return (
    <div data-testid="video-poster" className="absolute inset-0">
      {stage}
      {/* The film behind the home page can be stopped (WCAG 2.2.2), like its slideshow. */}
      <div className="absolute right-4 bottom-4 left-4 z-10 flex items-center gap-3">
        <button
          type="button"
          onClick={on ? () => setChoice(false) : play}
          aria-label={on ? labels.stop : labels.play}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-paper/70 bg-ink/60 text-paper noscript:hidden hover:bg-ink"
        >
          <LineIcon size={20} strokeWidth={2}>
            {on ? <rect x="7" y="7" width="10" height="10" /> : PLAY_ICON}
          </LineIcon>
        </button>
        {ready ? null : <p className="bg-ink/75 px-2 py-1 text-sm text-paper">{caption}</p>}
      </div>
    </div>
  );
}
