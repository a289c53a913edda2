import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { VideoDto } from '#shared/api/dto.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';

function VideoFrame({ video, title }: { video: VideoDto; title: string }): ReactElement {
  return (
    <div className="video-frame" data-provider={video.provider}>
      <iframe
        src={video.embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/**
 * Spec §2 videos tab (offered only when the tariff allows video): players for
 * the links the model page's video rule recognises (YouTube, RuTube, VK, VK
 * Video); any other link is offered as a plain link.
 */
export function VideosTab({ data }: ManufacturerTabProps): ReactElement {
  const { videos, company } = data;
  const { video: companyVideo, name } = company;
  const { t } = useTranslation();
  return (
    <ul className="manufacturer-videos" data-testid="manufacturer-videos">
      {companyVideo ? (
        <li className="manufacturer-video">
          <VideoFrame video={companyVideo} title={name} />
        </li>
      ) : null}
      {videos.map((item) => (
        <li key={item.id} className="manufacturer-video">
          {item.video ? (
            <VideoFrame video={item.video} title={item.title || name} />
          ) : /^https?:\/\//i.test(item.link) ? (
            <a href={item.link} target="_blank" rel="noopener noreferrer nofollow" className="manufacturer-video__link">
              {t('manufacturer.videoUnsupported')}
            </a>
          ) : null}
          {item.title ? <p className="manufacturer-video__title">{item.title}</p> : null}
        </li>
      ))}
    </ul>
  );
}
