// What the private menu may offer a logged-in user (spec §2 private menu, §6 'permissions
// come from the profile context: active company, permissions, per-module permissions').
// Finer rules are not shown by the spec: company statistics need a company and a right to
// read statistics, either as a permission or as the statistics module's 'read'.

interface AccessUser {
  company: { id: string } | null;
  permissions: readonly string[];
  modulePermissions: Readonly<Record<string, readonly string[]>>;
}

export const STATISTICS_PERMISSION = 'statistics.view';
export const STATISTICS_MODULE = 'statistics';

export type AccountArea = 'personal' | 'company-statistics';

export function canSeeCompanyStatistics(user: AccessUser): boolean {
  if (user.company === null) return false;
  return user.permissions.includes(STATISTICS_PERMISSION) || (user.modulePermissions[STATISTICS_MODULE] ?? []).includes('read');
}

/** Whether a private-menu entry of `area` is for this user. */
export function canSeeAccountArea(user: AccessUser, area: AccountArea): boolean {
  return area === 'personal' || canSeeCompanyStatistics(user);
}
