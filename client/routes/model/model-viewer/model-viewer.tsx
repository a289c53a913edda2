import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { Viewer3dDto } from '#shared/api/dto.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { useUploadsSrc } from '../../../components/uploads-src.ts';
import type { ViewerHandle } from './viewer-scene.ts';
import { hasWebGL } from './webgl.ts';
import { CubeIcon, ResetIcon } from '../../../components/icons.tsx';

type ViewerState = 'idle' | 'loading' | 'ready' | 'no-webgl' | 'error';

const POSTER_WIDTH = 960;
const POSTER_HEIGHT = 720;

export interface ModelViewerProps {
  viewer3d: Viewer3dDto;
  name: string;
  /** The model's main image (uploads path): the poster, and the fallback without WebGL. */
  image: string | null;
}

/**
 * Spec §2 '3D view'. The server renders a poster and a button; three.js (its
 * own chunk, see viewer-scene.ts, about 160 KB gzip) is imported only when the
 * visitor opens the view. Deliberately not on scrolling past: most visitors
 * passing by would pay for a 3D engine and a GPU context they never look at,
 * on phones too. Without WebGL the picture stays, with a note.
 */
export function ModelViewer({ viewer3d, name, image }: ModelViewerProps): ReactElement {
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const url = src(viewer3d.url);
  const poster = sizedImage(src(image), POSTER_WIDTH, POSTER_HEIGHT);
  const stageRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<ViewerHandle | null>(null);
  const [state, setState] = useState<ViewerState>('idle');
  // Each opening (and each retry) is one attempt; 0 means never opened.
  const [attempt, setAttempt] = useState(0);
  const label = t('modelPage.viewer3dCanvas', { name });

  const open = useCallback(() => {
    if (!hasWebGL()) {
      setState('no-webgl');
      return;
    }
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (attempt === 0 || !url || !stage) return undefined;
    const controller = new AbortController();
    import('./viewer-scene.ts')
      .then(({ mountViewer }) => mountViewer(stage, { url, format: viewer3d.format }, { label, signal: controller.signal }))
      .then(
        (handle) => {
          if (controller.signal.aborted) {
            handle.dispose();
            return;
          }
          handleRef.current = handle;
          setState('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState(error instanceof Error && error.name === 'WebGLUnavailableError' ? 'no-webgl' : 'error');
        },
      );
    return () => {
      controller.abort();
      handleRef.current?.dispose();
      handleRef.current = null;
    };
  }, [attempt, url, viewer3d.format, label]);

  const ready = state === 'ready';
  return (
    <section className="model-section model-viewer-section" aria-labelledby="model-viewer-title" data-testid="model-viewer" data-state={state}>
      <h2 id="model-viewer-title" className="model-section__title">
        {t('modelPage.viewer3d')}
      </h2>
      <div className={`model-viewer${ready ? ' model-viewer--ready' : ''}`}>
        {/* three.js puts its canvas here; React keeps no children in it. */}
        <div ref={stageRef} className="model-viewer__stage" />
        {ready ? (
          <button type="button" className="icon-button model-viewer__reset" onClick={() => handleRef.current?.resetView()} aria-label={t('modelPage.viewer3dReset')} title={t('modelPage.viewer3dReset')}>
            <ResetIcon size={18} />
          </button>
        ) : (
          <div className="model-viewer__cover">
            {poster ? (
              <img className="model-viewer__poster" src={poster} alt={state === 'no-webgl' ? name : ''} width={POSTER_WIDTH} height={POSTER_HEIGHT} loading="lazy" decoding="async" data-testid="model-viewer-poster" />
            ) : (
              <span className="model-viewer__placeholder">
                <CubeIcon size={64} />
              </span>
            )}
            {state === 'idle' || state === 'error' ? (
              <button type="button" className="button button--primary model-viewer__open" onClick={open} data-testid="model-viewer-open">
                <CubeIcon size={20} />
                {state === 'error' ? t('modelPage.viewer3dRetry') : t('modelPage.viewer3dOpen')}
              </button>
            ) : null}
            {state === 'loading' ? (
              <p className="model-viewer__status" role="status">
                <span className="model-viewer__spinner" aria-hidden="true" />
                {t('modelPage.viewer3dLoading')}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {ready ? <p className="model-viewer__note">{t('modelPage.viewer3dHint')}</p> : null}
      {state === 'no-webgl' ? (
        <p className="model-viewer__note" role="status" data-testid="model-viewer-fallback">
          {t('modelPage.viewer3dNoWebgl')}
        </p>
      ) : null}
      {state === 'error' ? (
        <p className="model-viewer__note model-viewer__note--error" role="alert">
          {t('modelPage.viewer3dError')}
        </p>
      ) : null}
    </section>
  );
}
