import { useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_DURATION_MS } from '#shared/constants.ts';

type Phase = 'hidden' | 'start' | 'running' | 'done';

/** Fill reached while the navigation is still pending; the rest is drawn when it ends. */
export const LOADING_BAR_PENDING_FILL = 0.9;
const FINISH_MS = 200;
const FADE_MS = 300;

/**
 * Top progress bar for route navigations (spec §4, §9): appears only when a navigation has been
 * pending for 200 ms, creeps to 90 % over about 5 s, then completes and fades when the navigation
 * ends, or at the latest 5 s after it appeared. Every change of phase says which phase it leaves
 * (a functional update): a late frame or timer of an earlier phase can never bring back a bar
 * whose navigation has ended (issue 22: it stayed 'busy' after the page had arrived). Nothing
 * renders on the server or in the first client render (the phase starts hidden and changes in effects).
 */
export function LoadingBar(): ReactElement | null {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (!busy) {
      setPhase((current) => (current === 'hidden' ? 'hidden' : 'done'));
      return;
    }
    const show = setTimeout(() => setPhase((current) => (current === 'hidden' || current === 'done' ? 'start' : current)), PROGRESS_BAR_DELAY_MS);
    const end = setTimeout(() => setPhase((current) => (current === 'hidden' ? 'hidden' : 'done')), PROGRESS_BAR_DELAY_MS + PROGRESS_BAR_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(end);
    };
  }, [busy]);

  // 'start' paints the bar empty; the next frame sets the target so the transition runs. 'done' fades, then goes.
  useEffect(() => {
    if (phase === 'start') {
      const frame = requestAnimationFrame(() => setPhase((current) => (current === 'start' ? 'running' : current)));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase((current) => (current === 'done' ? 'hidden' : current)), FINISH_MS + FADE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'hidden') return null;
  // Drawn from the navigation itself, not only from the phase its effect sets: the render that
  // shows the arrived page already shows the bar finishing and no longer busy.
  const finishing = phase === 'done' || !busy;
  const style: CSSProperties = finishing
    ? {
        transform: 'scaleX(1)',
        opacity: 0,
        transition: `transform ${FINISH_MS}ms ease-out, opacity ${FADE_MS}ms ease ${FINISH_MS}ms`,
      }
    : phase === 'start'
      ? { transform: 'scaleX(0)', transition: 'none' }
      : {
          transform: `scaleX(${LOADING_BAR_PENDING_FILL})`,
          transition: `transform ${PROGRESS_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
        };
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy={!finishing} data-testid="loading-bar">
      <div className="loading-bar__fill" style={style} />
    </div>
  );
}
