import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { useSessionUser } from '#client/app/data/use-root-data.ts';
import { DATA_PATHS, type LoadResult } from '#client/app/data/data-paths.ts';
import type { AgreementDto } from '#shared/api/dto.ts';
import { needsAgreement } from '#shared/domain/agreement.ts';

// Most visitors never need the dialog (anonymous, or agreed already): its code and texts load only for those who do.
const AgreementDialog = lazy(() => import('./agreement-dialog.tsx').then((module) => ({ default: module.AgreementDialog })));

/**
 * Spec §4 agreement popup: for a logged-in user created before the cutoff with no
 * recorded agreement. It cannot be dismissed: no close control, Escape does nothing,
 * focus stays inside; it closes only once the agreement is recorded.
 */
export function AgreementPopup(): ReactElement | null {
  const user = useSessionUser();
  // Only users old enough to need it ask whether they have agreed (one call, after hydration).
  const candidate = user !== null && needsAgreement(user.createdAt, false);
  const status = useFetcher<LoadResult<AgreementDto>>({ key: 'agreement-status' });
  const userId = user?.id ?? '';

  useEffect(() => {
    if (candidate) status.load(DATA_PATHS.agreement);
    // One check per logged-in user; the fetcher object changes identity with its state.
  }, [candidate, userId]);

  const recorded = status.data?.ok ? status.data.data.agreement : null;
  if (!candidate || recorded === null || !needsAgreement(user.createdAt, recorded)) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog />
    </Suspense>
  );
}
