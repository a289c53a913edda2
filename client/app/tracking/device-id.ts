import { DEVICE_UUID_STORAGE_KEY } from '#shared/constants.ts';

/** What the /api routes accept as a device id (DeviceIdSchema). */
const VALID = /^[A-Za-z0-9-]{8,64}$/;

let fallback: string | null = null;

function randomUuid(): string {
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §3: the device UUID is kept in local storage and generated when missing
 * (or unusable). Storage that throws (private mode, blocked) gets a UUID for the
 * life of the page instead. Browser only.
 */
export function deviceId(): string {
  const store = storage();
  try {
    const stored = store?.getItem(DEVICE_UUID_STORAGE_KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // unreadable storage: fall through to a page-lifetime id
  }
  fallback ??= randomUuid();
  try {
    store?.setItem(DEVICE_UUID_STORAGE_KEY, fallback);
  } catch {
    // full or blocked storage: the id just lasts for this page
  }
  return fallback;
}
