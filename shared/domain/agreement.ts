import { AGREEMENT_CUTOFF_DATE } from '../constants.ts';

const CUTOFF_MS = Date.parse(`${AGREEMENT_CUTOFF_DATE}T00:00:00Z`);

/**
 * Spec §4: the agreement popup shows for users created before the cutoff who
 * have not recorded an agreement. An unreadable creation date does not show
 * it: the popup cannot be closed, so a wrong "yes" would lock the user out.
 */
export function needsAgreement(createdAt: string | null | undefined, agreement: boolean | null | undefined): boolean {
  if (agreement === true) return false;
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return created < CUTOFF_MS;
}
