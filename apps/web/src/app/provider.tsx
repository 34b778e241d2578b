// App-wide providers: TanStack Query. The toast container (app/toasts.tsx) is mounted by the frame
// (layout/app-layout.tsx) once the first page is on screen, so react-toastify stays off every page's critical path.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
