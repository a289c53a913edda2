import { useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_DURATION_MS } from '#shared/constants.ts';

type Phase = 'hidden' | 'start' | 'running' | 'done';

/** Fill reached while the navigation is still pending; the rest is drawn when it ends. */
export const LOADING_BAR_PENDING_FILL = 0.9;
const FINISH_MS = 200;
const FADE_MS = 300;

/**
 * Top progress bar for route navigations (spec §4): appears only when a
 * navigation has been pending for 200 ms, creeps to 90 % over about 5 s, then
 * completes and fades once the router is idle. Nothing renders on the server or
 * in the first client render (the phase starts hidden and changes in effects).
 */
export function LoadingBar(): ReactElement | null {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  const phaseRef = useRef<Phase>('hidden');

  // Declared first so the navigation effect below always reads the current phase.
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  useEffect(() => {
    if (busy) {
      if (phaseRef.current === 'running' || phaseRef.current === 'start') return;
      const timer = setTimeout(() => setPhase('start'), PROGRESS_BAR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phaseRef.current === 'hidden') return;
    if (phaseRef.current !== 'done') setPhase('done');
    const timer = setTimeout(() => setPhase('hidden'), FINISH_MS + FADE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  // 'start' paints the bar empty; the next frame sets the target so the transition runs.
  useEffect(() => {
    if (phase !== 'start') return;
    const frame = requestAnimationFrame(() => setPhase('running'));
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'hidden') return null;
  const style: CSSProperties =
    phase === 'start'
      ? { transform: 'scaleX(0)', transition: 'none' }
      : phase === 'running'
        ? {
            transform: `scaleX(${LOADING_BAR_PENDING_FILL})`,
            transition: `transform ${PROGRESS_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
          }
        : {
            transform: 'scaleX(1)',
            opacity: 0,
            transition: `transform ${FINISH_MS}ms ease-out, opacity ${FADE_MS}ms ease ${FINISH_MS}ms`,
          };
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy={phase !== 'done'} data-testid="loading-bar">
      <div className="loading-bar__fill" style={style} />
    </div>
  );
}
