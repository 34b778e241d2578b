// "Access for AI assistants (MCP)" on /account (issue 28 §4; docs/mcp.md): the user names and creates a read-only
// personal access token, sees it once with a copy button and the configuration of a desktop MCP client, and lists,
// and revokes (after a confirmation), the tokens made before, with their last use. A chunk of its own, loaded after the
// page's first paint (account-settings.tsx), so the account route's critical path carries none of it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MCP_PATH,
  MCP_TOKEN_NAME_MAX,
  MCP_TOKENS_MAX,
  McpTokenCreateBodySchema,
  type McpToken,
  type McpTokenCreated,
} from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCreateMcpToken, useMcpTokens, useRevokeMcpToken } from '../api/mcp-tokens';
import { isServerFailure } from '../utils/failure';
import './mcp-section.css';

/** claude_desktop_config.json for this K3: mcp-remote bridges the desktop app's stdio to K3's streamable HTTP. */
export function desktopConfig(origin: string, token: string): string {
  const server = {
    command: 'npx',
    args: ['-y', 'mcp-remote', `${origin}${MCP_PATH}`, '--header', 'Authorization:${K3_AUTH_HEADER}'],
    env: { K3_AUTH_HEADER: `Bearer ${token}` },
  };
  return JSON.stringify({ mcpServers: { k3: server } }, null, 2);
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function CreatedToken({ created, onDone }: { created: McpTokenCreated; onDone: () => void }) {
  const { t } = useAppTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const config = desktopConfig(window.location.origin, created.token);

  // The create button is gone with the form: the next step, copying the token, takes the focus.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(done);
    } catch {
      notify.error(t('pages.account.tryLater'));
    }
  };

  return (
    <div
      ref={rootRef}
      className="mcp-created"
      role="group"
      aria-label={t('pages.account.mcp.createdTitle', { name: created.name })}
    >
      <p className="mcp-created-title">{t('pages.account.mcp.createdTitle', { name: created.name })}</p>
      <p className="mcp-once">{t('pages.account.mcp.once')}</p>
      <p className="mcp-token">
        <code data-testid="mcp-token">{created.token}</code>
      </p>
      <p className="account-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void copy(created.token, t('pages.account.mcp.tokenCopied'))}
        >
          {t('pages.account.mcp.copyToken')}
        </button>
      </p>
      <p className="mcp-config-intro">{t('pages.account.mcp.configIntro')}</p>
      <pre className="mcp-config">
        <code>{config}</code>
      </pre>
      <p className="account-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy(config, t('pages.account.mcp.configCopied'))}
        >
          {t('pages.account.mcp.copyConfig')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pages.account.mcp.done')}
        </button>
      </p>
    </div>
  );
}

function CreateForm({ isFull, onCreated }: { isFull: boolean; onCreated: (created: McpTokenCreated) => void }) {
  const { t } = useAppTranslation();
  const create = useCreateMcpToken();
  const form = useForm({ resolver: zodResolver(McpTokenCreateBodySchema), defaultValues: { name: '' } });
  const { errors } = form.formState;

  const failureMessage = (failure: Error): string => {
    if (isServerFailure(failure)) return t('pages.account.tryLater');
    if (failure instanceof ApiError && failure.error === 'too_many_tokens')
      return t('pages.account.mcp.full', { max: MCP_TOKENS_MAX });
    return failure.message;
  };

  const onSubmit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: (failure) => form.setError('name', { type: 'server', message: failureMessage(failure) }),
    });
  });

  const error = errors.name
    ? errors.name.type === 'server'
      ? (errors.name.message ?? null)
      : t('pages.account.mcp.nameRule', { max: MCP_TOKEN_NAME_MAX })
    : null;

  if (isFull) return <p className="muted">{t('pages.account.mcp.full', { max: MCP_TOKENS_MAX })}</p>;
  return (
    <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        className="account-field"
        label={t('pages.account.mcp.name')}
        hint={t('pages.account.mcp.nameHint')}
        error={error}
      >
        {(control) => (
          <div className="account-row">
            <input
              {...control}
              {...form.register('name')}
              className="input"
              type="text"
              autoComplete="off"
              maxLength={MCP_TOKEN_NAME_MAX}
            />
            <button type="submit" className="button button-primary" disabled={create.isPending}>
              {create.isPending ? t('pages.account.mcp.creating') : t('pages.account.mcp.create')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}

function TokenItem({ token, onRevoke }: { token: McpToken; onRevoke: () => void }) {
  const { t } = useAppTranslation();
  const nameId = useId();
  return (
    <li className="session-item">
      <div className="session-text">
        <p className="session-device">
          <span id={nameId}>{token.name}</span>
          <span className="account-badge">{t('pages.account.mcp.readOnly')}</span>
        </p>
        <p className="session-meta">
          <time dateTime={token.createdAt}>{t('pages.account.mcp.createdAt', { date: formatDate(token.createdAt) })}</time>
          {' · '}
          {token.lastUsedAt ? (
            <time dateTime={token.lastUsedAt}>{t('pages.account.mcp.lastUsed', { date: formatDate(token.lastUsedAt) })}</time>
          ) : (
            t('pages.account.mcp.neverUsed')
          )}
        </p>
      </div>
      <button type="button" className="button button-secondary" aria-describedby={nameId} onClick={onRevoke}>
        {t('pages.account.mcp.revoke')}
      </button>
    </li>
  );
}

export function McpSection() {
  const { t } = useAppTranslation();
  const tokens = useMcpTokens();
  const revoke = useRevokeMcpToken();
  const [created, setCreated] = useState<McpTokenCreated | null>(null);
  const [confirming, setConfirming] = useState<McpToken | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (tokens.isPending) return <p role="status">{t('pages.account.mcp.loading')}</p>;
  if (tokens.data === undefined) {
    return (
      <div className="account-form">
        <p className="form-error" role="alert">
          {isServerFailure(tokens.error) ? t('pages.account.tryLater') : tokens.error?.message}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void tokens.refetch()}>
          {t('pages.account.retry')}
        </button>
      </div>
    );
  }

  const confirmRevoke = () => {
    const token = confirming;
    if (!token) return;
    setError(null);
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(null);
        if (created?.id === token.id) setCreated(null);
        notify.success(t('pages.account.mcp.revoked', { name: token.name }));
      },
      onError: (failure) => {
        setConfirming(null);
        setError(isServerFailure(failure) ? t('pages.account.tryLater') : failure.message);
      },
    });
  };

  const list = tokens.data;
  return (
    <div className="mcp-section">
      <p className="card-intro">{t('pages.account.mcp.intro')}</p>
      {created ? (
        <CreatedToken created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateForm isFull={list.length >= MCP_TOKENS_MAX} onCreated={setCreated} />
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <h3 className="mcp-list-title">{t('pages.account.mcp.listTitle', { count: list.length, max: MCP_TOKENS_MAX })}</h3>
      {list.length === 0 ? (
        <p className="muted">{t('pages.account.mcp.empty')}</p>
      ) : (
        <ul className="session-list">
          {list.map((token) => (
            <TokenItem key={token.id} token={token} onRevoke={() => setConfirming(token)} />
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('pages.account.mcp.confirmTitle', { name: confirming?.name ?? '' })}
      >
        <p>{t('pages.account.mcp.confirmText')}</p>
        <p className="account-actions">
          <button type="button" className="button button-primary" disabled={revoke.isPending} onClick={confirmRevoke}>
            {revoke.isPending ? t('pages.account.mcp.revoking') : t('pages.account.mcp.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
            {t('pages.account.mcp.cancel')}
          </button>
        </p>
      </Dialog>
    </div>
  );
}
