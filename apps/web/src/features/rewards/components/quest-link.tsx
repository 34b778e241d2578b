// A link to where a quest is done, usable inside a toast (rendered outside the router): an outside page opens in a
// new tab, a K3 page (a path) is reached through the router's `navigate`, captured where the toast was raised.
import type { ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';

export const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function QuestLink({ url, navigate, children }: { url: string; navigate: NavigateFunction; children: ReactNode }) {
  if (!isAppPath(url)) return <ExternalLink href={url}>{children}</ExternalLink>;
  return (
    <a
      href={url}
      onClick={(event) => {
        event.preventDefault();
        void navigate(url);
      }}
    >
      {children}
    </a>
  );
}
