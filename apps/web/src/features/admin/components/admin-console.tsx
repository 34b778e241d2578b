// The admin console (issue 13 §4; docs/admin.md "The console"): one tab per section — quests, post reviews, polls,
// news feeds, background jobs, outside sources, users, reports, Agent K usage, audit log — the last one opened remembered under the
// 'admin' tab storage id.
// Rendered only for an admin (admin-guard.tsx); this module and everything below it are a lazy chunk no other page loads.
import { Tabs } from '../../../components/ui/tabs';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { AuditSection } from './audit-section';
import { FeedsSection } from './feeds-section';
import { JobsSection } from './jobs-section';
import { PollsSection } from './polls-section';
import { QuestsSection } from './quests-section';
import { ReportsSection } from './reports-section';
import { ReviewsSection } from './reviews-section';
import { SourcesSection } from './sources-section';
import { UsageSection } from './usage-section';
import { UsersSection } from './users-section';
import './admin.css';

const SECTIONS = {
  quests: QuestsSection,
  reviews: ReviewsSection,
  polls: PollsSection,
  feeds: FeedsSection,
  jobs: JobsSection,
  sources: SourcesSection,
  users: UsersSection,
  reports: ReportsSection,
  usage: UsageSection,
  audit: AuditSection,
} as const;
type SectionId = keyof typeof SECTIONS;
const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

export function AdminConsole() {
  const { t } = useAdminTexts();
  const tabs = SECTION_IDS.map((id) => ({ id, label: t(`admin.tabs.${id}`) }));
  return (
    <Tabs label={t('admin.tabs.label')} tabs={tabs} storageId="admin" defaultTabId="quests">
      {(selected) => {
        const Section = SECTIONS[selected as SectionId] ?? QuestsSection;
        return <Section />;
      }}
    </Tabs>
  );
}
