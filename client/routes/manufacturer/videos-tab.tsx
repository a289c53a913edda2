import { useState, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { VideoDto } from '#shared/api/dto.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { isSameVideo, plainVideoHref, VIDEO_HOST_NAMES } from '#shared/domain/video-link.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';

const POSTER_WIDTH = 480;
const POSTER_HEIGHT = 270;

interface Entry {
  key: string;
  title: string;
  video: VideoDto | null;
  /** The video's page on its host: the poster's link without script, and the way out when the player cannot load. */
  href: string | null;
  poster: string | null;
}

/**
 * A poster that becomes the player when pressed: the host's player (and its scripts and cookies) loads
 * only for a video the visitor chose, and a player that cannot load (a blocked host, no script) still
 * leaves the poster's link and the caption's 'watch on …' link to the video's own page.
 */
function VideoPlayer({ entry }: { entry: Entry & { video: VideoDto } }): ReactElement {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const { video } = entry;
  if (playing) {
    return (
      <div className="video-frame" data-provider={video.provider}>
        <iframe
          src={`${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={entry.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <a
      className="video-frame video-poster"
      data-provider={video.provider}
      href={entry.href ?? video.embedUrl}
      target="_blank"
      rel="noopener noreferrer nofollow"
      data-testid="video-poster"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      {entry.poster ? <img src={entry.poster} alt="" width={POSTER_WIDTH} height={POSTER_HEIGHT} loading="lazy" decoding="async" /> : null}
      <span className="video-poster__play" aria-hidden="true" />
      <span className="visually-hidden">{t('manufacturer.videoPlay', { title: entry.title })}</span>
    </a>
  );
}

/**
 * Spec §2 videos tab (offered only when the tariff allows video and there is one, decision 0032):
 * each video once (the company's own video is often in its list too), as a poster with its caption;
 * the player loads when the poster is pressed. A link the model page's video rule does not recognise
 * (YouTube, RuTube, VK, VK Video) is offered as a plain link.
 */
export function VideosTab({ data }: ManufacturerTabProps): ReactElement {
  const { videos, company } = data;
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const companyVideo = company.video;
  const entries: Entry[] = [
    ...(companyVideo && !videos.some((item) => item.video && isSameVideo(item.video, companyVideo)) ? [{ key: 'company', title: company.name, video: companyVideo, href: null, poster: null }] : []),
    ...videos.map((item) => ({ key: String(item.id), title: item.title || company.name, video: item.video, href: plainVideoHref(item.link), poster: sizedImage(src(item.preview), POSTER_WIDTH, POSTER_HEIGHT) })),
  ];
  return (
    <ul className="manufacturer-videos" data-testid="manufacturer-videos">
      {entries.map((entry) => (
        <li key={entry.key} className="manufacturer-video" data-testid="manufacturer-video">
          <figure className="manufacturer-video__figure">
            {entry.video ? <VideoPlayer entry={{ ...entry, video: entry.video }} /> : null}
            <figcaption className="manufacturer-video__caption">
              <span className="manufacturer-video__title">{entry.title}</span>
              {entry.href ? (
                <a href={entry.href} target="_blank" rel="noopener noreferrer nofollow" className="manufacturer-video__link">
                  {entry.video ? t('manufacturer.videoWatchOn', { host: VIDEO_HOST_NAMES[entry.video.provider] }) : t('manufacturer.videoUnsupported')}
                  <span className="visually-hidden"> {t('manufacturer.newTab')}</span>
                </a>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
