import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { useUploadsSrc } from '../../components/uploads-src.ts';
import { ChevronLeftIcon, ChevronRightIcon, CubeIcon } from '../../components/icons.tsx';

/** The main picture's box is 4:3; these are the widths offered to the browser (spec §7 size=WxH). */
const MAIN_WIDTHS = [480, 960, 1440] as const;
const MAIN_WIDTH = 960;
const MAIN_HEIGHT = 720;
/** Thumbnails show at 72 px; twice that stays sharp on dense screens. */
const THUMB_SIZE = 144;
/** A horizontal drag at least this long (and longer than it is tall) is a swipe. */
const SWIPE_MIN_PX = 40;

function mainSources(source: string): { src: string; srcSet: string } {
  return {
    src: sizedImage(source, MAIN_WIDTH, MAIN_HEIGHT) ?? source,
    srcSet: MAIN_WIDTHS.map((width) => `${sizedImage(source, width, (width * 3) / 4) ?? source} ${width}w`).join(', '),
  };
}

/**
 * The model's images: one large picture, sized for the screen, and thumbnails
 * that switch it. Arrow buttons, the arrow keys (on the focused picture) and a
 * swipe on touch screens step through them. The server renders the first image;
 * before hydration every thumbnail is still a plain link to its image.
 */
export function ModelGallery({ images, name }: { images: readonly string[]; name: string }): ReactElement {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const [active, setActive] = useState(0);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const sources = useMemo(() => images.map((image) => src(image)).filter((url): url is string => url !== null), [images, src]);
  const count = sources.length;
  const index = Math.min(active, count - 1);
  const current = sources[index];

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

  const many = count > 1;
  const step = (delta: number) => setActive((value) => (Math.min(value, count - 1) + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setActive(0),
      End: () => setActive(count - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (many && event.pointerType !== 'mouse') swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };
  const main = mainSources(current);

  return (
    <div className="model-gallery" role="group" aria-roledescription={many ? 'carousel' : undefined} aria-label={t('modelPage.gallery')} data-testid="model-gallery">
      <div
        className="model-gallery__main"
        tabIndex={many ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        data-testid="model-gallery-main"
      >
        <img
          src={main.src}
          srcSet={main.srcSet}
          sizes="(min-width: 1280px) 620px, (min-width: 960px) 50vw, 100vw"
          alt={t('modelPage.imageAlt', { name, index: index + 1 })}
          width={MAIN_WIDTH}
          height={MAIN_HEIGHT}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          data-index={index}
        />
        {many ? (
          <>
            <button type="button" className="model-gallery__nav model-gallery__nav--prev" onClick={() => step(-1)} aria-label={t('modelPage.previousImage')} data-testid="model-gallery-prev">
              <ChevronLeftIcon strokeWidth={2} />
            </button>
            <button type="button" className="model-gallery__nav model-gallery__nav--next" onClick={() => step(1)} aria-label={t('modelPage.nextImage')} data-testid="model-gallery-next">
              <ChevronRightIcon strokeWidth={2} />
            </button>
            <p className="model-gallery__counter" aria-live="polite">
              {t('modelPage.imagePosition', { index: index + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="model-gallery__thumbs">
          {sources.map((source, position) => (
            <li key={source}>
              <a
                href={source}
                className="model-gallery__thumb"
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('modelPage.showImage', { index: position + 1 })}
                data-testid="model-gallery-thumb"
                onClick={(event) => {
                  event.preventDefault();
                  setActive(position);
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
