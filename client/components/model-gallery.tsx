import { useState, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { CubeIcon, useUploadsSrc } from './model-card.tsx';

const MAIN_SIZE = 960;
const THUMB_SIZE = 160;

/**
 * The model's images: one large picture and, when there are more, thumbnails
 * that switch it. The server renders the first image; switching needs script
 * but every image is also reachable as a plain link.
 */
export function ModelGallery({ images, name }: { images: readonly string[]; name: string }): ReactElement {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const [active, setActive] = useState(0);
  const sources = images.map((image) => src(image)).filter((url): url is string => url !== null);
  const current = sources[Math.min(active, sources.length - 1)];
  if (current === undefined) {
    return (
      <div className="model-gallery model-gallery--empty" data-testid="model-gallery">
        <div className="model-gallery__main">
          <CubeIcon size={64} />
          <p className="model-gallery__empty-text">{t('modelPage.noImage')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="model-gallery" role="group" aria-label={t('modelPage.gallery')} data-testid="model-gallery">
      <div className="model-gallery__main">
        <img
          src={sizedImage(current, MAIN_SIZE) ?? current}
          alt={t('modelPage.imageAlt', { name, index: Math.min(active, sources.length - 1) + 1 })}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {sources.length > 1 ? (
        <ul className="model-gallery__thumbs">
          {sources.map((source, index) => (
            <li key={source}>
              <a
                href={source}
                className="model-gallery__thumb"
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('modelPage.showImage', { index: index + 1 })}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(index);
                }}
              >
                <img src={sizedImage(source, THUMB_SIZE) ?? source} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
