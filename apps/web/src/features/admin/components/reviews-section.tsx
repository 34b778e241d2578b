// The review queue of spread-the-word posts (issue 22 §7; docs/admin.md "Post reviews"): K3 cannot read X, so an admin
// opens each post and approves it when it is the user's (the quest pays then) or rejects it (the user may send
// another). Pending posts oldest first; approved and rejected ones can be listed too. Each verdict is confirmed first.
import { useState } from 'react';
import { QUEST_SUBMISSION_STATUSES, type AdminQuestSubmission, type QuestSubmissionStatus } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { notify } from '../../../lib/toast';
import { ADMIN_REVIEWS_PAGE, type ReviewVerdict, useReviewSubmission, useSubmissions } from '../api/admin-reviews';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen, shortId } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';

interface PendingVerdict {
  submission: AdminQuestSubmission;
  verdict: ReviewVerdict;
}

function ReviewActions({ submission, onPick }: { submission: AdminQuestSubmission; onPick: (verdict: ReviewVerdict) => void }) {
  const { t } = useAdminTexts();
  if (submission.status !== 'pending') return <>{t('admin.common.none')}</>;
  return (
    <div className="admin-row-actions">
      <button
        type="button"
        className="button button-ghost admin-row-button"
        disabled={submission.postTaken}
        title={submission.postTaken ? t('admin.reviews.postTaken') : undefined}
        onClick={() => onPick('approve')}
      >
        {t('admin.reviews.approve')}
      </button>
      <button type="button" className="button button-ghost admin-row-button" onClick={() => onPick('reject')}>
        {t('admin.reviews.reject')}
      </button>
    </div>
  );
}

function StatusFilter({
  status,
  onChange,
}: {
  status: QuestSubmissionStatus;
  onChange: (status: QuestSubmissionStatus) => void;
}) {
  const { t } = useAdminTexts();
  return (
    <div className="admin-row-actions" role="group" aria-label={t('admin.reviews.filter')}>
      {QUEST_SUBMISSION_STATUSES.map((one) => (
        <button
          key={one}
          type="button"
          className={one === status ? 'button button-secondary' : 'button button-ghost'}
          aria-pressed={one === status}
          onClick={() => onChange(one)}
        >
          {t(`admin.reviews.status.${one}`)}
        </button>
      ))}
    </div>
  );
}

function Pager({
  offset,
  shown,
  total,
  onMove,
}: {
  offset: number;
  shown: number;
  total: number;
  onMove: (offset: number) => void;
}) {
  const { t } = useAdminTexts();
  return (
    <nav className="admin-pager" aria-label={t('admin.reviews.pagination')}>
      <button
        type="button"
        className="button button-ghost"
        disabled={offset === 0}
        onClick={() => onMove(Math.max(0, offset - ADMIN_REVIEWS_PAGE))}
      >
        {t('admin.common.previous')}
      </button>
      <span>{t('admin.reviews.page', { from: shown ? offset + 1 : 0, to: offset + shown, total })}</span>
      <button
        type="button"
        className="button button-ghost"
        disabled={offset + shown >= total}
        onClick={() => onMove(offset + ADMIN_REVIEWS_PAGE)}
      >
        {t('admin.common.next')}
      </button>
    </nav>
  );
}

function SubmissionRow({ submission, onPick }: { submission: AdminQuestSubmission; onPick: (verdict: ReviewVerdict) => void }) {
  const { t, i18n } = useAdminTexts();
  return (
    <tr>
      <td>{formatWhen(submission.at, i18n.language)}</td>
      <td className="admin-mono" title={submission.userId}>
        {shortId(submission.userId)}
      </td>
      <td>{submission.questName}</td>
      <td className="admin-wrap">
        <ExternalLink href={submission.url}>{submission.url}</ExternalLink>
        {submission.postTaken && submission.status === 'pending' ? (
          <span className="admin-badge">{t('admin.reviews.postTaken')}</span>
        ) : null}
      </td>
      <td>
        <ReviewActions submission={submission} onPick={onPick} />
      </td>
    </tr>
  );
}

export function ReviewsSection() {
  const { t } = useAdminTexts();
  const [status, setStatus] = useState<QuestSubmissionStatus>('pending');
  const [offset, setOffset] = useState(0);
  const submissions = useSubmissions(status, offset);
  const review = useReviewSubmission();
  const [picked, setPicked] = useState<PendingVerdict | null>(null);

  const close = () => {
    setPicked(null);
    review.reset();
  };
  const confirm = () => {
    if (!picked) return;
    review.mutate(
      { id: picked.submission.id, verdict: picked.verdict },
      {
        onSuccess: () => {
          notify.success(t(picked.verdict === 'approve' ? 'admin.reviews.approved' : 'admin.reviews.rejected'));
          setPicked(null);
        },
      },
    );
  };

  return (
    <AdminSection id="reviews" heading={t('admin.reviews.heading')}>
      <p className="muted">{t('admin.reviews.text')}</p>
      <StatusFilter
        status={status}
        onChange={(next) => {
          setStatus(next);
          setOffset(0);
        }}
      />
      <AdminTable
        query={submissions}
        rows={(data) => data.submissions}
        empty={t(`admin.reviews.empty.${status}`)}
        columns={[
          { label: t('admin.reviews.columns.at') },
          { label: t('admin.reviews.columns.user') },
          { label: t('admin.reviews.columns.quest') },
          { label: t('admin.reviews.columns.post') },
          { label: t('admin.reviews.columns.actions') },
        ]}
        row={(submission) => (
          <SubmissionRow key={submission.id} submission={submission} onPick={(verdict) => setPicked({ submission, verdict })} />
        )}
        footer={({ total }, list) => <Pager offset={offset} shown={list.length} total={total} onMove={setOffset} />}
      />
      <ConfirmDialog
        open={picked !== null}
        title={picked ? t(`admin.reviews.${picked.verdict}`) : ''}
        text={
          picked
            ? t(picked.verdict === 'approve' ? 'admin.reviews.confirmApprove' : 'admin.reviews.confirmReject', {
                user: shortId(picked.submission.userId),
                quest: picked.submission.questName,
              })
            : ''
        }
        isPending={review.isPending}
        failure={review.error ? t('admin.actions.failed', { message: review.error.message }) : null}
        onConfirm={confirm}
        onClose={close}
      />
    </AdminSection>
  );
}
