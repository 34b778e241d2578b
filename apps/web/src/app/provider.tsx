// App-wide providers: TanStack Query and the toast container (spec §4 toasts: 3 s default).
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_MS } from '@k3/shared';
import { createQueryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_MS.default} theme="dark" newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
