// The signed-in state kept in local storage under k3.auth (spec §3 "Auth: token and wallet").
// Sign-in itself comes with the login issue; this module reads, clears and broadcasts the state so the
// header, the API client (403 => local logout, spec §4) and the pages agree.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@k3/shared';
import { readStorage, removeStorage, writeStorage } from './storage';

export interface StoredAuth {
  token: string;
  wallet: string;
}

// A plain check rather than a zod schema: this module is on every page's critical path.
function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const { token, wallet } = value as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0 && typeof wallet === 'string' && wallet.length > 0;
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object while the stored text is unchanged.
let lastRaw: string | null = null;
let lastAuth: StoredAuth | null = null;

export function getAuth(): StoredAuth | null {
  const raw = readStorage(STORAGE_KEYS.auth);
  if (raw === lastRaw) return lastAuth;
  lastRaw = raw;
  lastAuth = parseAuth(raw);
  return lastAuth;
}

function parseAuth(raw: string | null): StoredAuth | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredAuth(parsed) ? { token: parsed.token, wallet: parsed.wallet } : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setAuth(auth: StoredAuth): void {
  writeStorage(STORAGE_KEYS.auth, JSON.stringify(auth));
  emit();
}

/** Local logout: forgets the token on this device (spec §4 "back to unauthenticated on logout or 403"). */
export function clearAuth(): void {
  removeStorage(STORAGE_KEYS.auth);
  emit();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out.
  if (event.key === null || event.key === STORAGE_KEYS.auth) emit();
}

export function subscribeAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current session, or null for a visitor; re-renders on sign-in, sign-out and 403 logout. */
export function useAuth(): StoredAuth | null {
  return useSyncExternalStore(subscribeAuth, getAuth, () => null);
}
