// The quest form (issue 13 §4): the type decides which settings are asked, a refused submit names every field to
// fix (under the field and in the summary), and a valid one sends the QuestInput the API expects — only the type's
// params, numbers as numbers, the window as ISO instants. A refusal by the API stays in the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { loadAdminTexts } from '../hooks/use-admin-texts';
import { fail, makeQuest, ok, scriptAdminApi } from '../testing/admin-api';
import { QuestForm } from './quest-form';

beforeAll(async () => {
  await loadAdminTexts();
});

const field = (name: string) => screen.getByLabelText(name);

describe('QuestForm', () => {
  it('asks the settings of the chosen type and names the missing ones', async () => {
    const user = userEvent.setup();
    const api = scriptAdminApi({});
    renderWithProviders(<QuestForm onDone={() => undefined} />);

    // Share and earn needs no setting; hold the token needs the KRL to hold.
    expect(screen.getByText('This type needs no settings.')).toBeInTheDocument();
    await user.selectOptions(field('Type'), 'Hold the token');
    expect(screen.queryByText('This type needs no settings.')).not.toBeInTheDocument();
    expect(field('KRL to hold')).toBeRequired();
    expect(field('XP per KRL held')).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Create quest' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Check these fields: Id, Name (English), Description (English), KRL to hold, XP.');
    expect(field('KRL to hold')).toHaveAttribute('aria-invalid', 'true');
    expect(field('KRL to hold')).toHaveAccessibleDescription('Required.');
    expect(field('Name (French)')).not.toHaveAttribute('aria-invalid');
    expect(field('Id')).toHaveFocus();

    await user.selectOptions(field('Type'), 'AI usage');
    expect(screen.queryByLabelText('KRL to hold')).not.toBeInTheDocument();
    expect(field('Answered Agent K prompts')).toBeRequired();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('explains bounds and patterns in words', async () => {
    const user = userEvent.setup();
    scriptAdminApi({});
    renderWithProviders(<QuestForm onDone={() => undefined} />);
    await user.type(field('Id'), 'Not An Id');
    await user.type(field('XP'), '-5');
    await user.type(field('Ends'), '2026-01-01T10:00');
    await user.type(field('Starts'), '2026-02-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create quest' }));

    await waitFor(() => expect(field('Id')).toHaveAccessibleDescription(expect.stringMatching(/^Not in the expected format\./)));
    expect(field('XP')).toHaveAccessibleDescription('At least 0.');
    expect(field('Ends')).toHaveAccessibleDescription(expect.stringMatching(/^Must be after the start\./));
  });

  it('sends the QuestInput with only the type’s params and shows the preview in each language', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const api = scriptAdminApi({ 'POST /admin/quests': [ok(makeQuest({ id: 'ask-agent-k', published: false }))] });
    renderWithProviders(<QuestForm onDone={onDone} />);

    await user.type(field('Id'), 'ask-agent-k');
    await user.type(field('Name (English)'), 'Ask Agent K');
    await user.type(field('Name (French)'), 'Demandez à Agent K');
    await user.type(field('Description (English)'), 'Ask three questions.');
    await user.selectOptions(field('Type'), 'Hold the token');
    await user.type(field('KRL to hold'), '5');
    await user.selectOptions(field('Type'), 'AI usage');
    await user.type(field('Answered Agent K prompts'), '3');
    await user.type(field('XP'), '50');
    await user.selectOptions(field('Recurrence'), 'Daily');
    await user.type(field('Starts'), '2026-12-01T09:00');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Demandez à Agent K')).toBeInTheDocument();
    // Spanish left empty: the card shows English, as the API serves it.
    expect(within(preview).getAllByText('Ask Agent K')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Create quest' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.bodies('POST /admin/quests')).toEqual([
      {
        id: 'ask-agent-k',
        name: { en: 'Ask Agent K', fr: 'Demandez à Agent K', es: '' },
        desc: { en: 'Ask three questions.', fr: '', es: '' },
        image: null,
        reward: { xp: 50, kredits: 0 },
        priority: 0,
        url: null,
        hint: 'per_quest',
        type: 'ai_usage',
        recurrence: 'daily',
        cooldownHours: 0,
        params: { prompts: 3 },
        startsAt: new Date('2026-12-01T09:00').toISOString(),
        endsAt: null,
      },
    ]);
    // Much typing: a generous timeout on a busy machine.
  }, 20_000);

  it('edits a quest under its fixed id and keeps the API’s refusal in the form', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const api = scriptAdminApi({
      'PUT /admin/quests/hold-krl': [fail(400, 'validation_error', 'body.params.minKrl: required for hold_token quests')],
    });
    renderWithProviders(<QuestForm quest={makeQuest()} onDone={onDone} />);
    expect(field('Id')).toHaveAttribute('readonly');
    expect(field('KRL to hold')).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change was refused: body.params.minKrl: required for hold_token quests',
    );
    expect(api.bodies('PUT /admin/quests/hold-krl')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
