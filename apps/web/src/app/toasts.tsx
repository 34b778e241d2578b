// The toast container (spec §4 toasts: 3 s default), a chunk of its own mounted once the first page is on screen
// (layout/app-layout.tsx): no page draws a toast in its first paint, and react-toastify keeps a toast asked for before its
// container mounts in a queue that the container shows as it mounts.
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_MS } from '@k3/shared';

export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS.default} theme="dark" newestOnTop closeOnClick />;
}
