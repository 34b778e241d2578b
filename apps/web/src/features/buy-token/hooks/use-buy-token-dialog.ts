// Open state of the Buy token dialog: one dialog mounted in the layout, opened from the header,
// the pricing page and the dashboard.
import { useSyncExternalStore } from 'react';

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openBuyTokenDialog = () => setOpen(true);
export const closeBuyTokenDialog = () => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBuyTokenDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
