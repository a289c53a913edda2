// The form's draft in sessionStorage, one entry per origin (the model page and the
// catalogue each keep their own), so a reload or a failed send loses nothing.
import { NEED_MODEL_DRAFT_STORAGE_KEY } from '#shared/constants.ts';
import {
  isEmptyNeedModelDraft,
  parseStoredNeedModelDraft,
  serialiseNeedModelDraft,
  type NeedModelOrigin,
  type StoredNeedModelDraft,
} from '#shared/domain/need-model.ts';

export const draftStorageKey = (origin: NeedModelOrigin): string => `${NEED_MODEL_DRAFT_STORAGE_KEY}.${origin}`;

/** sessionStorage, or null where it is missing or refused (private modes, blocked storage). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(origin: NeedModelOrigin): StoredNeedModelDraft | null {
  try {
    return parseStoredNeedModelDraft(sessionStore()?.getItem(draftStorageKey(origin)) ?? null);
  } catch {
    return null;
  }
}

/** Saves the draft; a fresh, untouched form leaves no entry behind. Storage errors (quota) are ignored: the form still works. */
export function writeDraft(origin: NeedModelOrigin, stored: StoredNeedModelDraft): void {
  try {
    const store = sessionStore();
    if (!store) return;
    if (stored.step === 1 && isEmptyNeedModelDraft(stored.draft)) store.removeItem(draftStorageKey(origin));
    else store.setItem(draftStorageKey(origin), serialiseNeedModelDraft(stored));
  } catch {
    // Nothing to do: the draft lives on in memory.
  }
}

export function clearDraft(origin: NeedModelOrigin): void {
  try {
    sessionStore()?.removeItem(draftStorageKey(origin));
  } catch {
    // Same as above.
  }
}
