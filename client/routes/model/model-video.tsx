import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';

function hostName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/**
 * Spec §5 video links: YouTube, RuTube, VK and VK Video play in an embedded
 * player (loaded lazily); a link to any other host is shown as a plain link.
 */
export function ModelVideo({ model }: { model: Pick<ModelDetailDto, 'name' | 'video' | 'videoUrl'> }): ReactElement | null {
  const { t } = useTranslation();
  if (!model.video && !model.videoUrl) return null;
  return (
    <section className="model-section" aria-labelledby="model-video-title" data-testid="model-video">
      <h2 id="model-video-title" className="model-section__title">
        {t('modelPage.video')}
      </h2>
      {model.video ? (
        <div className="video-frame" data-provider={model.video.provider}>
          <iframe
            src={model.video.embedUrl}
            title={t('modelPage.videoTitle', { name: model.name })}
            loading="lazy"
            // 'fullscreen' in allow already grants it; a separate allowfullscreen only draws a console warning.
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : model.videoUrl ? (
        <p className="model-video__link">
          <a href={model.videoUrl} target="_blank" rel="noopener noreferrer" data-testid="model-video-link">
            {t('modelPage.videoLink', { host: hostName(model.videoUrl) })}
            <span className="visually-hidden"> {t('externalHint')}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
