'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PLAYER_READY_TIMEOUT_MS } from '@/lib/constants';

type Props = {
  src: string;
  title: string;
  origin: string;
  handshake: string;
  shown: boolean;
  background: boolean;
  onReady: (frame: HTMLIFrameElement) => void;
  onFail: () => void;
};

/**
 * A frame that could not load its player still fires `load`, on the browser's error page: only a
 * message from the player itself, on the player's origin, says it is there.
 */
export function PlayerFrame({
  src,
  title,
  origin,
  handshake,
  shown,
  background,
  ...events
}: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onReady = useEffectEvent(() => frame.current && events.onReady(frame.current));
  const onFail = useEffectEvent(events.onFail);

  useEffect(() => {
    const answered = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.current?.contentWindow) onReady();
    };
    window.addEventListener('message', answered);
    return () => window.removeEventListener('message', answered);
  }, [origin]);

  useEffect(() => {
    if (!loaded || shown) return;
    // Asked again each second: a player may still be starting when its page has loaded.
    const ask = () => frame.current?.contentWindow?.postMessage(handshake, origin);
    ask();
    const asking = window.setInterval(ask, 1000);
    const giveUp = window.setTimeout(onFail, PLAYER_READY_TIMEOUT_MS);
    return () => {
      window.clearInterval(asking);
      window.clearTimeout(giveUp);
    };
  }, [loaded, shown, handshake, origin]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      onLoad={() => setLoaded(true)}
      allow={background ? 'autoplay' : 'autoplay; fullscreen; picture-in-picture'}
      // A profile's players in the slider's hidden slides wait until they come near.
      loading={background ? 'eager' : 'lazy'}
      // Behind the home page, a film without controls: the page's stop button is its control.
      tabIndex={background ? -1 : undefined}
      className={`${shown ? '' : 'invisible'} ${
        background
          ? 'pointer-events-none absolute top-1/2 left-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2'
          : 'absolute inset-0 h-full w-full'
      }`}
    />
  );
}
