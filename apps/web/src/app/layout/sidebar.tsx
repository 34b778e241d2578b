// The sidebar of spec §2: entries in the spec's order (dashboard, smartfolio, news, xray, gem, harpoon, rewards,
// account, report a bug, votes), expand/collapse kept under isSidebarCollapsed, language choice. The rewards
// entry reopens the last saved rewards tab (default earn); "report a bug" is an external form, French or English.
// Below the drawer breakpoint (use-nav-drawer.ts) the same element is an off-canvas drawer: the collapse toggle gives
// way to a close button, and following a link closes the drawer. Admins get one more entry, the admin console, last.
import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@k3/shared';
import * as Icons from '../../components/icons/icons';
import { ExternalLink } from '../../components/ui/external-link';
import { readStoredTab } from '../../components/ui/tabs';
import { bugReportUrl } from '../../config/links';
import { paths } from '../../config/paths';
import { REWARDS_TABS, REWARDS_TABS_STORAGE_ID } from '../../config/tabs';
import { useStoredFlag } from '../../hooks/use-stored-flag';
import type common from '../../locales/en/common.json';
import { LanguageSelect } from './language-select';
import { DRAWER_FOCUS_ID } from './use-nav-drawer';
import { useAppTranslation } from '../../lib/i18n';
import { useAuth } from '../../lib/auth';

/** The admins-only entry: loaded for a signed-in user only (it reads /me). */
const AdminNavEntry = lazy(() => import('./admin-nav-entry').then((m) => ({ default: m.AdminNavEntry })));

interface NavEntry {
  id: string;
  labelKey: `common.nav.${keyof (typeof common)['nav']}`;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Link target; a function when it depends on stored state. */
  href: string | (() => string);
  /** Paths under which the entry is the current page. */
  prefixes: readonly string[];
}

const REWARDS_IDS = REWARDS_TABS.map((tab) => tab.id);

function rewardsHref(): string {
  const stored = readStoredTab(REWARDS_TABS_STORAGE_ID, REWARDS_IDS);
  return REWARDS_TABS.find((tab) => tab.id === stored)?.to ?? paths.rewards.getHref();
}

const BEFORE_BUG_REPORT: readonly NavEntry[] = [
  {
    id: 'dashboard',
    labelKey: 'common.nav.dashboard',
    icon: Icons.DashboardIcon,
    href: paths.dashboard.getHref(),
    prefixes: ['/dashboard', '/chat'],
  },
  {
    id: 'smartfolio',
    labelKey: 'common.nav.smartfolio',
    icon: Icons.SmartfolioIcon,
    href: paths.smartfolio.getHref(),
    prefixes: ['/smartfolio'],
  },
  { id: 'news', labelKey: 'common.nav.news', icon: Icons.NewsIcon, href: paths.news.getHref(), prefixes: ['/news'] },
  { id: 'xray', labelKey: 'common.nav.xray', icon: Icons.XrayIcon, href: paths.xray.getHref(), prefixes: ['/x-ray', '/xray'] },
  { id: 'gem', labelKey: 'common.nav.gem', icon: Icons.GemIcon, href: paths.gemDetector.getHref(), prefixes: ['/gem-detector'] },
  {
    id: 'harpoon',
    labelKey: 'common.nav.harpoon',
    icon: Icons.HarpoonIcon,
    href: paths.harpoon.getHref(),
    prefixes: ['/harpoon'],
  },
  { id: 'rewards', labelKey: 'common.nav.rewards', icon: Icons.RewardsIcon, href: rewardsHref, prefixes: ['/rewards'] },
  {
    id: 'account',
    labelKey: 'common.nav.account',
    icon: Icons.AccountIcon,
    href: paths.account.getHref(),
    prefixes: ['/account'],
  },
];
const AFTER_BUG_REPORT: readonly NavEntry[] = [
  { id: 'votes', labelKey: 'common.nav.votes', icon: Icons.VotesIcon, href: paths.votes.getHref(), prefixes: ['/votes'] },
];

function isCurrent(pathname: string, entry: NavEntry): boolean {
  if (entry.id === 'dashboard' && pathname === '/') return true;
  return entry.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

interface NavItemProps {
  entry: NavEntry;
  pathname: string;
  isCollapsed: boolean;
  onNavigate?: () => void;
}

function NavItem({ entry, pathname, isCollapsed, onNavigate }: NavItemProps) {
  const { t } = useAppTranslation();
  const label = t(entry.labelKey);
  const Icon = entry.icon;
  return (
    <li>
      <Link
        to={typeof entry.href === 'function' ? entry.href() : entry.href}
        className="sidebar-link"
        aria-current={isCurrent(pathname, entry) ? 'page' : undefined}
        title={isCollapsed ? label : undefined}
        onClick={onNavigate}
      >
        <Icon />
        <span className="sidebar-label">{label}</span>
      </Link>
    </li>
  );
}

interface SidebarProps {
  /** The phone drawer is open (only styled as a drawer below the breakpoint). */
  isDrawerOpen?: boolean;
  /** Closes the phone drawer: its close button and every in-app link call it. */
  onDrawerClose?: () => void;
}

export function Sidebar({ isDrawerOpen = false, onDrawerClose }: SidebarProps) {
  const { t, i18n } = useAppTranslation();
  const { pathname } = useLocation();
  const [isCollapsed, setCollapsed] = useStoredFlag(STORAGE_KEYS.sidebarCollapsed, false);
  const auth = useAuth();
  const bugLabel = t('common.nav.bugReport');

  return (
    <aside id="sidebar" className="sidebar" data-collapsed={isCollapsed} data-drawer-open={isDrawerOpen}>
      <button
        type="button"
        id={DRAWER_FOCUS_ID}
        className="sidebar-close icon-button"
        aria-label={t('common.nav.closeMenu')}
        onClick={onDrawerClose}
      >
        <Icons.CloseIcon />
      </button>
      <button
        type="button"
        className="sidebar-toggle icon-button"
        aria-label={isCollapsed ? t('common.sidebar.expand') : t('common.sidebar.collapse')}
        aria-expanded={!isCollapsed}
        aria-controls="sidebar"
        onClick={() => setCollapsed(!isCollapsed)}
      >
        <Icons.ChevronIcon />
      </button>
      <nav aria-label={t('common.sidebar.label')} className="sidebar-nav">
        <ul>
          {BEFORE_BUG_REPORT.map((entry) => (
            <NavItem key={entry.id} entry={entry} pathname={pathname} isCollapsed={isCollapsed} onNavigate={onDrawerClose} />
          ))}
          <li>
            <ExternalLink href={bugReportUrl(i18n.language)} className="sidebar-link" title={isCollapsed ? bugLabel : undefined}>
              <Icons.BugIcon />
              <span className="sidebar-label">
                {bugLabel}
                <Icons.ExternalIcon className="sidebar-external" width={14} height={14} />
              </span>
            </ExternalLink>
          </li>
          {AFTER_BUG_REPORT.map((entry) => (
            <NavItem key={entry.id} entry={entry} pathname={pathname} isCollapsed={isCollapsed} onNavigate={onDrawerClose} />
          ))}
          {auth ? (
            <Suspense fallback={null}>
              <AdminNavEntry pathname={pathname} isCollapsed={isCollapsed} onNavigate={onDrawerClose} />
            </Suspense>
          ) : null}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <LanguageSelect />
      </div>
    </aside>
  );
}
