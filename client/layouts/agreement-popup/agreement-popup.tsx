import type { ReactElement } from 'react';
import { useRootData } from '#client/app/data/use-root-data.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';

// Most visitors never need the dialog (anonymous, or agreed already): its code and texts load only for those who do.
const AgreementDialog = deferred(() => import('./agreement-dialog.tsx'), 'AgreementDialog');

/**
 * Spec §4 agreement popup: for a logged-in user created before the cutoff with no
 * recorded agreement (the root loader asks). The server renders it, so its form works
 * without JavaScript too. It cannot be dismissed: no close control, Escape does nothing,
 * focus stays inside; it closes only once the agreement is recorded.
 */
export function AgreementPopup(): ReactElement | null {
  return useRootData()?.agreementPending ? <AgreementDialog /> : null;
}
