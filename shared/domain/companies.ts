/** Spec §5: the manufacturer list drops the configured excluded company ids. */
export function withoutExcludedCompanies<T extends { id: number | string }>(items: readonly T[], excludedIds: readonly string[]): T[] {
  if (excludedIds.length === 0) return [...items];
  const excluded = new Set(excludedIds.map(String));
  return items.filter((item) => !excluded.has(String(item.id)));
}

/** Spec §6: VIP manufacturers are on one of the VIP tariff plans and have logo display on. */
export function isVipCompany(company: { tariff_plan_id: number | string; libraryDisplayLogo: boolean }, vipPlanIds: readonly string[]): boolean {
  return company.libraryDisplayLogo === true && vipPlanIds.includes(String(company.tariff_plan_id));
}

/** Spec §4: a company's partnership programme is shown only when its status is PUBLISHED. */
export function isPartnershipVisible(status: string | null | undefined): boolean {
  return status === 'PUBLISHED';
}

interface Restrictable {
  restriction?: ReadonlyArray<{ type_restriction: string; active: boolean }> | null;
}

/** Spec §4: muted when the company's tariff allows muting and a mute restriction is active. */
export function isModelMuted(model: Restrictable, companyAllowsMuting: boolean | null | undefined): boolean {
  if (companyAllowsMuting !== true) return false;
  return (model.restriction ?? []).some((r) => r.type_restriction === 'mute' && r.active === true);
}
