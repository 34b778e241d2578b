// The console's polls (issue 13 §3 and §4; docs/admin.md "Polls"): every poll with its window, budget, ballots and
// state; create, edit, and publish / unpublish / archive each after a confirmation (PublishableSection).
import { useAdminPolls, usePollTransition } from '../api/admin-polls';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen } from '../utils/format';
import { PollForm } from './poll-form';
import { PublishableSection } from './publishable-section';
import { StatusBadge, statusOf } from './status-badge';

export function PollsSection() {
  const { t, i18n } = useAdminTexts();
  const polls = useAdminPolls();
  const transition = usePollTransition();

  return (
    <PublishableSection
      id="polls"
      heading={t('admin.polls.heading')}
      newLabel={t('admin.polls.new')}
      empty={t('admin.polls.empty')}
      columns={[
        { label: t('admin.polls.columns.question') },
        { label: t('admin.polls.columns.window') },
        { label: t('admin.polls.columns.budget'), numeric: true },
        { label: t('admin.polls.columns.ballots'), numeric: true },
        { label: t('admin.polls.columns.status') },
        { label: t('admin.polls.columns.actions') },
      ]}
      query={polls}
      items={(data) => data.polls}
      nameOf={(poll) => poll.question.en}
      cells={(poll) => (
        <>
          <td>
            <span className="admin-strong">{poll.question.en}</span>
            <span className="muted">{poll.choices.map((choice) => choice.en).join(' · ')}</span>
          </td>
          <td>
            {t('admin.polls.window', {
              from: formatWhen(poll.startsAt, i18n.language),
              to: formatWhen(poll.endsAt, i18n.language),
            })}
          </td>
          <td className="admin-number">{poll.budget}</td>
          <td className="admin-number">{poll.ballots}</td>
          <td>
            <StatusBadge status={statusOf(poll)} />
          </td>
        </>
      )}
      form={(poll, onDone) => <PollForm poll={poll} onDone={onDone} />}
      transition={(poll, action) => transition.mutateAsync({ id: poll.id, transition: action })}
    />
  );
}
