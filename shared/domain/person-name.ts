interface NameParts {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  fatherName?: string | null | undefined;
}

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Spec §3: first name plus the last-name initial and a dot ("Ivan P."), or '-' without a first name. */
export function displayName(parts: NameParts | null | undefined): string {
  const first = clean(parts?.firstName);
  if (!first) return '-';
  const initial = Array.from(clean(parts?.lastName))[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * What the header's user menu calls the user: the display name, or for a user without a
 * first name (an unfinished registration) the e-mail's local part, which tells the person
 * it is their account where spec §3's '-' says nothing; '-' only when neither is known.
 */
export function accountLabel(parts: (NameParts & { email?: string | null | undefined }) | null | undefined): string {
  const name = displayName(parts);
  if (name !== '-') return name;
  const local = clean(parts?.email).split('@')[0] ?? '';
  return local || '-';
}

/** Spec §3: the full person name from firstName, lastName and fatherName, skipping the empty ones. */
export function fullName(parts: NameParts | null | undefined): string {
  return [clean(parts?.firstName), clean(parts?.lastName), clean(parts?.fatherName)].filter(Boolean).join(' ');
}
