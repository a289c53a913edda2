import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { modelViewerTexts } from '#shared/i18n/texts/model-viewer.ts';
import type { Viewer3dDto } from '#shared/api/dto.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import type { ViewerHandle } from './viewer-scene.ts';
import { elementLabel, type SceneElement } from './scene-elements.ts';
import { hasWebGL } from './webgl.ts';
import { CubeIcon, ResetIcon } from '../../../components/icons.tsx';

// Only the 3D view says these: they come with its deferred part, not the page's first load.
registerTexts('modelViewer', modelViewerTexts);

type ViewerState = 'idle' | 'loading' | 'ready' | 'no-webgl' | 'error';
type PartsModule = typeof import('./viewer-parts.tsx');

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
  const [elements, setElements] = useState<readonly SceneElement[] | null>(null);
  // The list and the panel come with the scene: a model page that is only read never loads them.
  const [partsUi, setPartsUi] = useState<PartsModule | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const label = t('modelViewer.canvas', { name });

  // Choosing the selected element again clears the selection, from the list and on the model alike.
  const toggle = useCallback((index: number | null) => setSelected((current) => (index === null || index === current ? null : index)), []);

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
    Promise.all([import('./viewer-scene.ts'), import('./viewer-parts.tsx')])
      .then(([{ mountViewer }, ui]) => Promise.all([mountViewer(stage, { url, format: viewer3d.format }, { label, signal: controller.signal, onPick: toggle }), ui]))
      .then(
        ([handle, ui]) => {
          if (controller.signal.aborted) {
            handle.dispose();
            return;
          }
          handleRef.current = handle;
          setPartsUi(() => ui);
          setElements(handle.elements);
          setSelected(null);
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
  }, [attempt, url, viewer3d.format, label, toggle]);

  useEffect(() => {
    handleRef.current?.select(selected);
  }, [selected, elements]);

  // Esc clears the selection wherever the focus is, unless something else on the page took the key.
  useEffect(() => {
    if (selected === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setSelected(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected]);

  // Announced politely: the focus stays where the visitor put it.
  const chosen = selected === null ? null : (elements?.[selected] ?? null);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (announced.current === selected) return;
    announced.current = selected;
    setAnnouncement(chosen ? t('modelViewer.selected', { name: elementLabel(chosen, t) }) : t('modelViewer.deselected'));
  }, [selected, chosen, t]);

  const ready = state === 'ready';
  // Without WebGL (or after a failure) the picture and a note stand alone.
  const parts = state === 'idle' || state === 'loading' || state === 'ready';
  return (
    <section className="model-section model-viewer-section" aria-labelledby="model-viewer-title" data-testid="model-viewer" data-state={state}>
      <h2 id="model-viewer-title" className="model-section__title">
        {t('modelViewer.title')}
      </h2>
      <div className={`model-viewer-layout${parts ? '' : ' model-viewer-layout--single'}`}>
        <div className={`model-viewer${ready ? ' model-viewer--ready' : ''}`}>
          {/* three.js puts its canvas here; React keeps no children in it. */}
          <div ref={stageRef} className="model-viewer__stage" />
          {ready ? (
            <button type="button" className="icon-button model-viewer__reset" onClick={() => handleRef.current?.resetView()} aria-label={t('modelViewer.reset')} title={t('modelViewer.reset')}>
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
                  {state === 'error' ? t('modelViewer.retry') : t('modelViewer.open')}
                </button>
              ) : null}
              {state === 'loading' ? (
                <p className="model-viewer__status" role="status">
                  <span className="model-viewer__spinner" aria-hidden="true" />
                  {t('modelViewer.loading')}
                </p>
              ) : null}
            </div>
          )}
        </div>
        {parts && ready && partsUi && elements ? (
          <partsUi.ElementList elements={elements} selected={selected} onSelect={toggle} />
        ) : parts ? (
          <div className="model-viewer-parts">
            <h3 className="model-viewer-parts__title">{t('modelViewer.elements')}</h3>
            <p className="model-viewer-parts__hint">{t('modelViewer.elementsHint')}</p>
          </div>
        ) : null}
      </div>
      {parts ? (
        // Laid out from the start (what the view will do, before it opens), so nothing below moves on opening.
        <>
          <p className="model-viewer__note">{t('modelViewer.hint')}</p>
          {ready && partsUi ? (
            <partsUi.ElementProperties element={chosen} onDeselect={() => setSelected(null)} />
          ) : (
            <section className="model-viewer-parts__properties" aria-labelledby="model-viewer-properties-title">
              <h3 id="model-viewer-properties-title" className="model-viewer-parts__title model-viewer-parts__head">
                {t('modelViewer.properties')}
              </h3>
              <p className="model-viewer-parts__hint model-viewer-parts__placeholder">{t('modelViewer.propertiesHint')}</p>
            </section>
          )}
        </>
      ) : null}
      <p className="visually-hidden" role="status" data-testid="model-viewer-announcement">
        {announcement}
      </p>
      {state === 'no-webgl' ? (
        <p className="model-viewer__note" role="status" data-testid="model-viewer-fallback">
          {t('modelViewer.noWebgl')}
        </p>
      ) : null}
      {state === 'error' ? (
        <p className="model-viewer__note model-viewer__note--error" role="alert">
          {t('modelViewer.error')}
        </p>
      ) : null}
    </section>
  );
}
