// Toasts (spec §4 and §9): at most one at a time unless `multiple` is set, 3 s by default, errors 5 s,
// per-message durations from TOAST_MS in @k3/shared. The ToastContainer (src/app/toasts.tsx) is mounted by the frame
// once the page is on screen; a toast asked for before that waits in react-toastify's queue.
import type { ReactNode } from 'react';
import { toast, type Id } from 'react-toastify/unstyled';
import { TOAST_MS } from '@k3/shared';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** How long the toast stays, in ms; defaults per level from TOAST_MS. */
  durationMs?: number;
  /** Keep the toasts already shown instead of replacing them. */
  multiple?: boolean;
}

const DEFAULT_DURATION_MS: Record<ToastLevel, number> = {
  success: TOAST_MS.default,
  info: TOAST_MS.default,
  warning: TOAST_MS.default,
  // spec §9 "errors and share failure 5 s".
  error: TOAST_MS.error,
};

function show(level: ToastLevel, message: ReactNode, options: NotifyOptions = {}): Id {
  // The one-at-a-time rule is applied here rather than by the container's `limit`, which would queue
  // the new message behind the old one and could not be lifted per message.
  if (!options.multiple) toast.dismiss();
  return toast[level](message, { autoClose: options.durationMs ?? DEFAULT_DURATION_MS[level] });
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
};
