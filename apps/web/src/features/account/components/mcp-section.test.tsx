// The "Access for AI assistants (MCP)" section of /account (issue 28 §4): the tokens listed with their last use, a
// named token created and shown once with its copy button and the desktop client's configuration, the name checked
// before sending and the server's refusal shown under it, the cap, and revoking only after a confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MCP_TOKENS_MAX, type McpToken, type McpTokenCreated } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../testing/render';
import { WALLET, fail, ok, scriptApi } from './account-test-server';
import { desktopConfig, McpSection } from './mcp-section';

const USED: McpToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Claude Desktop',
  scope: 'read',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-02T14:30:00.000Z',
};
const UNUSED: McpToken = { ...USED, id: '22222222-2222-4222-8222-222222222222', name: 'My IDE', lastUsedAt: null };
const CREATED: McpTokenCreated = {
  ...UNUSED,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Laptop',
  token: `k3_pat_${'A'.repeat(43)}`,
};

const format = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('account MCP access section', () => {
  beforeEach(() => {
    setAuth({ token: 'tok', wallet: WALLET });
  });

  it('lists the tokens with their creation and last use, or says one was never used', async () => {
    scriptApi({ 'GET /me/mcp-tokens': [ok([USED, UNUSED])] });
    renderWithProviders(<McpSection />);
    expect(await screen.findByText('Claude Desktop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Your tokens (2 of ${MCP_TOKENS_MAX})` })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent(`last used ${format(USED.lastUsedAt!)}`);
    expect(first).toHaveTextContent('Read-only');
    expect(second).toHaveTextContent('My IDE');
    expect(second).toHaveTextContent('never used');
    expect(within(second as HTMLElement).getByText(`Created ${format(UNUSED.createdAt)}`)).toHaveAttribute(
      'datetime',
      UNUSED.createdAt,
    );
  });

  it('creates a named token, shows it once with a copy button and the client configuration', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(notify, 'success').mockReturnValue('copied');
    const api = scriptApi({
      'GET /me/mcp-tokens': [ok([]), ok([{ ...CREATED, token: undefined }])],
      'POST /me/mcp-tokens': [ok(CREATED)],
    });
    renderWithProviders(<McpSection />);
    expect(await screen.findByText('No token yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Token name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('mcp-token')).toHaveTextContent(CREATED.token);
    const [, init] = api.calls('POST /me/mcp-tokens')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Laptop' });
    expect(screen.getByText('Copy it now: it will not be shown again. K3 keeps only a fingerprint of it.')).toBeInTheDocument();
    const config = desktopConfig(window.location.origin, CREATED.token);
    expect(JSON.parse(config)).toEqual({
      mcpServers: {
        k3: {
          command: 'npx',
          args: ['-y', 'mcp-remote', `${window.location.origin}/api/mcp`, '--header', 'Authorization:${K3_AUTH_HEADER}'],
          env: { K3_AUTH_HEADER: `Bearer ${CREATED.token}` },
        },
      },
    });
    expect(screen.getByText(/"mcpServers"/)).toHaveTextContent(`Bearer ${CREATED.token}`);

    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenLastCalledWith(CREATED.token);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Token copied.'));
    await user.click(screen.getByRole('button', { name: 'Copy configuration' }));
    expect(writeText).toHaveBeenLastCalledWith(config);

    // The list now holds it, without the token; "Done" puts the token away for good.
    expect(await screen.findByRole('heading', { name: `Your tokens (1 of ${MCP_TOKENS_MAX})` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(CREATED.token, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('');
  });

  it('checks the name before sending, and shows the server’s refusal under it', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me/mcp-tokens': [ok([USED])],
      'POST /me/mcp-tokens': [fail(409, 'too_many_tokens', 'You already have 10 access tokens')],
    });
    renderWithProviders(<McpSection />);
    await screen.findByText('Claude Desktop');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the token a name of 1 to 60 characters.');
    expect(api.calls('POST /me/mcp-tokens')).toHaveLength(0);

    await user.type(screen.getByLabelText('Token name'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(/the most allowed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no creation at the cap', async () => {
    const full = Array.from({ length: MCP_TOKENS_MAX }, (_, i) => ({
      ...UNUSED,
      id: `${i}`.padStart(8, '0') + UNUSED.id.slice(8),
    }));
    scriptApi({ 'GET /me/mcp-tokens': [ok(full)] });
    renderWithProviders(<McpSection />);
    expect(await screen.findByText(/You have 10 tokens, the most allowed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Token name')).not.toBeInTheDocument();
  });

  it('revokes a token only once confirmed', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockReturnValue('revoked');
    const api = scriptApi({
      'GET /me/mcp-tokens': [ok([USED, UNUSED]), ok([UNUSED])],
      [`DELETE /me/mcp-tokens/${USED.id}`]: [ok({ revoked: true })],
    });
    renderWithProviders(<McpSection />);
    await screen.findByText('Claude Desktop');
    const revokeUsed = () => within(screen.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Revoke' });

    await user.click(revokeUsed());
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Claude Desktop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /me/mcp-tokens/${USED.id}`)).toHaveLength(0);

    await user.click(revokeUsed());
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Claude Desktop”?' });
    expect(dialog).toHaveTextContent('lose access to your K3 data at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() => expect(screen.queryByText('Claude Desktop')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /me/mcp-tokens/${USED.id}`)).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Token “Claude Desktop” revoked.');
  });
});
