// Tabs (spec §2): route-linked tabs (each tab is a link to its path, the page is the panel) or local tabs
// (panels switched in place). Given a storage id, the selected tab is remembered in local storage
// (STORAGE_KEYS.tabPrefix + id) and a local tab set restores it. Keyboard per the WAI-ARIA tabs pattern.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@k3/shared';
import { readStorage, writeStorage } from '../../lib/storage';

export interface TabItem {
  id: string;
  label: string;
  /** Route-linked tab: the path it shows. Either every tab has one or none has. */
  to?: string;
  /** Other paths that select this tab. */
  also?: readonly string[];
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Remember the selection under this id. */
  storageId?: string;
  defaultTabId?: string;
  /** The selected tab's content; a function receives the selected id (local tabs). */
  children: ReactNode | ((selectedId: string) => ReactNode);
}

export function tabStorageKey(storageId: string): string {
  return `${STORAGE_KEYS.tabPrefix}${storageId}`;
}

/** The remembered tab id of a tab set, if it is one of `ids`. */
export function readStoredTab<T extends string>(storageId: string, ids: readonly T[]): T | null {
  const stored = readStorage(tabStorageKey(storageId));
  return ids.find((id) => id === stored) ?? null;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function Tabs({ label, tabs, storageId, defaultTabId, children }: TabsProps) {
  const baseId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const isRouted = tabs.every((tab) => tab.to !== undefined);
  const fallbackId = defaultTabId ?? tabs[0]?.id ?? '';

  const [localId, setLocalId] = useState(() => {
    const stored = storageId
      ? readStoredTab(
          storageId,
          tabs.map((tab) => tab.id),
        )
      : null;
    return stored ?? fallbackId;
  });

  const current = trimSlash(pathname);
  const routedId = tabs.find((tab) => tab.to === current || tab.also?.includes(current))?.id ?? fallbackId;
  const selectedId = isRouted ? routedId : localId;

  useEffect(() => {
    if (storageId && selectedId) writeStorage(tabStorageKey(storageId), selectedId);
  }, [storageId, selectedId]);

  // Remembered at the click too: a routed tab's page may still be loading when the user leaves.
  const remember = (id: string) => {
    if (storageId) writeStorage(tabStorageKey(storageId), id);
  };

  const select = (tab: TabItem) => {
    remember(tab.id);
    if (isRouted && tab.to !== undefined) void navigate(tab.to);
    else setLocalId(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.has(event.key) || tabs.length === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const last = tabs.length - 1;
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (index + 1) % tabs.length
            : (index - 1 + tabs.length) % tabs.length;
    const next = tabs[nextIndex];
    if (!next) return;
    select(next);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const setRef = (id: string) => (element: HTMLElement | null) => {
    if (element) tabRefs.current.set(id, element);
    else tabRefs.current.delete(id);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedId;
          const common = {
            id: tabId(tab.id),
            role: 'tab',
            'aria-selected': isSelected,
            'aria-controls': panelId,
            tabIndex: isSelected ? 0 : -1,
            className: 'tabs-tab',
          } as const;
          return tab.to !== undefined && isRouted ? (
            <Link key={tab.id} ref={setRef(tab.id)} to={tab.to} onClick={() => remember(tab.id)} {...common}>
              {tab.label}
            </Link>
          ) : (
            <button key={tab.id} ref={setRef(tab.id)} type="button" onClick={() => select(tab)} {...common}>
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedId)} className="tabs-panel">
        {typeof children === 'function' ? children(selectedId) : children}
      </div>
    </div>
  );
}
