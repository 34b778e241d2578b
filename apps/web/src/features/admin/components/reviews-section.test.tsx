// The review queue of spread-the-word posts (issue 22 §7) against a scripted API: the pending posts with who sent them,
// for which quest and the link to the post; Approve and Reject each confirmed before they are sent; a post already
// approved for another claim cannot be approved; a refusal by the API stays in the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuestSubmission } from '@k3/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadAdminTexts } from '../hooks/use-admin-texts';
import { ADMIN_WALLET, fail, ok, scriptAdminApi } from '../testing/admin-api';
import { ReviewsSection } from './reviews-section';

beforeAll(async () => {
  await loadAdminTexts();
});

function submission(fields: Partial<AdminQuestSubmission> & { id: string }): AdminQuestSubmission {
  return {
    userId: '0x1111111111111111111111111111111111111111',
    questId: 'spread-the-word',
    questName: 'Spread the word on X',
    url: 'https://x.com/alice_k3/status/1862000000000000001',
    postId: '1862000000000000001',
    status: 'pending',
    at: '2026-11-26T09:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    postTaken: false,
    ...fields,
  };
}

const ALICE = submission({ id: '00000000-0000-4000-8000-00000000000a' });
const TAKEN = submission({
  id: '00000000-0000-4000-8000-00000000000b',
  userId: '0x2222222222222222222222222222222222222222',
  postTaken: true,
});

describe('ReviewsSection', () => {
  it('lists the pending posts and approves one after a confirmation', async () => {
    const user = userEvent.setup();
    setAuth({ token: 'tok', wallet: ADMIN_WALLET });
    const api = scriptAdminApi({
      'GET /admin/quest-submissions': [ok({ submissions: [ALICE, TAKEN], total: 2 }), ok({ submissions: [TAKEN], total: 1 })],
      [`POST /admin/quest-submissions/${ALICE.id}/approve`]: [
        ok({ submission: { ...ALICE, status: 'approved' }, granted: { xp: 100, kredits: 0 } }),
      ],
    });
    renderWithProviders(<ReviewsSection />);

    const row = (await screen.findByText('0x1111…1111')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Spread the word on X')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: ALICE.url })).toHaveAttribute('href', ALICE.url);
    const taken = screen.getByText('0x2222…2222').closest('tr') as HTMLElement;
    expect(within(taken).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(taken).getByText('This post is already approved for another claim')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('Approve the post of 0x1111…1111 for “Spread the word on X”?');
    expect(api.keys()).not.toContain(`POST /admin/quest-submissions/${ALICE.id}/approve`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.keys()).toContain(`POST /admin/quest-submissions/${ALICE.id}/approve`);
    // The queue is read again: the approved post has left it.
    await waitFor(() => expect(screen.queryByText('0x1111…1111')).not.toBeInTheDocument());
    expect(screen.getByText('0x2222…2222')).toBeInTheDocument();
  });

  it('keeps the API’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    setAuth({ token: 'tok', wallet: ADMIN_WALLET });
    scriptAdminApi({
      'GET /admin/quest-submissions': [ok({ submissions: [ALICE], total: 1 })],
      [`POST /admin/quest-submissions/${ALICE.id}/reject`]: [fail(409, 'already_reviewed', 'This post was already approved')],
    });
    renderWithProviders(<ReviewsSection />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The change was refused: This post was already approved')).toBeInTheDocument();
  });
});
