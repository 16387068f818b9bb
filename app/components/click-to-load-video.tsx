import { useState } from 'react';
import { useHydrated } from '~/utils/hydration';
import { useT } from '~/utils/i18n';
import { InterfaceWords } from './in-english';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * A video that loads nothing from YouTube until asked. Without JavaScript it
 * is a link to YouTube (new tab); with JavaScript a button swaps in a
 * youtube-nocookie.com player.
 */
export function ClickToLoadVideo({ videoId, title }: { videoId: string; title: string }) {
  const t = useT();
  const enhanced = useHydrated();
  const [playing, setPlaying] = useState(false);
  if (!YOUTUBE_ID.test(videoId)) return null;
  const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;
  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black print:hidden">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          width={1280}
          height={720}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <figure className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-2xl bg-stone-900 p-6 text-center text-white">
      <figcaption className="text-lg font-semibold">{title}</figcaption>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {enhanced ? (
          <button type="button" onClick={() => setPlaying(true)} className="btn bg-white text-stone-900 hover:bg-stone-200">
            <span aria-hidden="true">▶</span> <InterfaceWords>{t('articles.playVideo')}</InterfaceWords>
            <span className="sr-only">: {title}</span>
          </button>
        ) : null}
        <a href={watchUrl} target="_blank" rel="noopener noreferrer" className="btn border border-white text-white hover:bg-white/10">
          <InterfaceWords>
            {t('articles.watchOnYouTube')}
            <span className="sr-only">{` ${t('articles.newTab')}`}</span>
          </InterfaceWords>
        </a>
      </div>
      <p className="text-sm text-stone-200">
        <InterfaceWords>{t('articles.playerNote')}</InterfaceWords>
      </p>
    </figure>
  );
}
