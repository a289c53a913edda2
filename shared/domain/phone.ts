/**
 * Spec §5 phone formatting: "country (area) xxx-xx-xx", e.g. +7 (495) 150-00-85.
 * Numbers are read from their digits; a Russian trunk prefix 8 becomes +7. A
 * value that is not a ten-digit national number with a country code is
 * returned trimmed and unchanged rather than mangled.
 */
export function formatPhone(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const text = String(raw).trim();
  const digits = text.replace(/\D/g, '');
  let country: string;
  let national: string;
  if (digits.length === 10) {
    country = '7';
    national = digits;
  } else if (digits.length === 11 && digits.startsWith('8')) {
    country = '7';
    national = digits.slice(1);
  } else if (digits.length >= 11 && digits.length <= 13) {
    country = digits.slice(0, digits.length - 10);
    national = digits.slice(-10);
  } else {
    return text;
  }
  return `+${country} (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8, 10)}`;
}

/** The tel: URI of a phone number (digits and a leading plus only). */
export function phoneHref(raw: string | number | null | undefined): string {
  const formatted = formatPhone(raw);
  const digits = formatted.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${formatted.trim().startsWith('+') ? '+' : ''}${digits}`;
}
