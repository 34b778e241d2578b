// The Telegram card of /account (issue 14 §2): not available, link (deep link, QR, expiry, polling until the link is
// made), linked (facts, unlink with confirmation), the API's refusals, and the page language sent with the request.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TelegramLink, TelegramStatus } from '@k3/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../testing/render';
import { TELEGRAM_POLL_MS } from '../api/telegram';
import { WALLET, fail, ok, scriptApi } from './account-test-server';
import { TelegramSection } from './telegram-section';

const TOKEN = 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop';
const URL_ = `https://t.me/k3_test_bot?start=${TOKEN}`;
const LINK: TelegramLink = {
  name: 'Ada Lovelace',
  username: 'ada',
  linkedAt: '2026-03-02T14:30:00.000Z',
  lang: 'fr',
  alerts: { enabled: true, threshold: 8 },
};
const status = (link: TelegramLink | null, available = true): TelegramStatus => ({
  available,
  bot: available ? 'k3_test_bot' : null,
  link,
});
const made = () => ok({ token: TOKEN, url: URL_, expiresAt: new Date(Date.now() + 600_000).toISOString() });
const linkButton = () => screen.getByRole('button', { name: 'Link Telegram' });
const liveRegion = () => screen.getByTestId('telegram-announcement');

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('Telegram section', () => {
  beforeEach(() => setAuth({ token: 'tok', wallet: WALLET }));

  it('says Telegram is not available on a K3 without a bot, with no button', async () => {
    scriptApi({ 'GET /me/telegram': [ok(status(null, false))] });
    renderWithProviders(<TelegramSection />);
    expect(await screen.findByText('Telegram is not available on this K3.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows "Try again later." when the status cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    scriptApi({ 'GET /me/telegram': [fail(500, 'internal', 'boom'), ok(status(null))] });
    renderWithProviders(<TelegramSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Link Telegram' })).toBeInTheDocument();
  });

  describe('linking', () => {
    // Time advancing with the clock too: Testing Library waits on a timer after each user event.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('makes a link, shows it with its QR code and expiry, polls, and turns linked after Start in Telegram', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const api = scriptApi({
        'GET /me/telegram': [ok(status(null)), ok(status(null)), ok(status(LINK))],
        'POST /me/telegram/link': [made()],
      });
      renderWithProviders(<TelegramSection />);
      await vi.waitFor(() => expect(linkButton()).toBeEnabled());
      await user.click(linkButton());

      const open = await vi.waitFor(() => screen.getByRole('link', { name: 'Open Telegram' }));
      expect(open).toHaveAttribute('href', URL_);
      await vi.waitFor(() => expect(open).toHaveFocus());
      expect(JSON.parse(api.calls('POST /me/telegram/link')[0]?.[1]?.body as string)).toEqual({ lang: 'en' });
      await vi.waitFor(() =>
        expect(screen.getByRole('img', { name: 'QR code of the link to the K3 bot in Telegram' })).toHaveAttribute(
          'src',
          expect.stringMatching(/^data:image\/svg\+xml/),
        ),
      );
      const until = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(Date.now() + 600_000));
      expect(screen.getByText(`The link works once, for 10 minutes (until ${until}).`)).toBeInTheDocument();
      expect(screen.getByText('Waiting for Start in Telegram…')).toBeInTheDocument();

      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      const copied = vi.spyOn(notify, 'success').mockReturnValue('copied');
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(URL_);
      await vi.waitFor(() => expect(copied).toHaveBeenCalledWith('Link copied to the clipboard.'));

      // The first poll still answers "not linked"; the second sees the link made in Telegram.
      await advance(TELEGRAM_POLL_MS);
      expect(screen.getByRole('link', { name: 'Open Telegram' })).toBeInTheDocument();
      await advance(TELEGRAM_POLL_MS);
      await vi.waitFor(() => expect(screen.getByText('Ada Lovelace')).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Open Telegram' })).toBeNull();
      expect(liveRegion()).toHaveTextContent('Telegram is linked: Ada Lovelace.');

      // Linked: no more polling.
      const polls = api.calls('GET /me/telegram').length;
      await advance(TELEGRAM_POLL_MS * 3);
      expect(api.calls('GET /me/telegram')).toHaveLength(polls);
    });

    it('ends the link after 10 minutes, stops polling, and makes a new one on request', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const api = scriptApi({ 'GET /me/telegram': [ok(status(null))], 'POST /me/telegram/link': [made()] });
      renderWithProviders(<TelegramSection />);
      await vi.waitFor(() => expect(linkButton()).toBeEnabled());
      await user.click(linkButton());
      await vi.waitFor(() => screen.getByRole('link', { name: 'Open Telegram' }));

      await advance(600_000);
      await vi.waitFor(() => expect(screen.getByText('This link has expired: a link works for 10 minutes.')).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Open Telegram' })).toBeNull();
      expect(liveRegion()).toHaveTextContent('The link has expired.');
      const polls = api.calls('GET /me/telegram').length;
      await advance(TELEGRAM_POLL_MS * 3);
      expect(api.calls('GET /me/telegram')).toHaveLength(polls);

      await user.click(screen.getByRole('button', { name: 'Make a new link' }));
      await vi.waitFor(() => screen.getByRole('link', { name: 'Open Telegram' }));
      expect(api.calls('POST /me/telegram/link')).toHaveLength(2);
    });
  });

  it('tells a refused link: already linked (and shows the link), or no bot right now', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me/telegram': [ok(status(null))],
      'POST /me/telegram/link': [fail(503, 'telegram_unavailable', 'The Telegram bot is not available on this K3.')],
    });
    renderWithProviders(<TelegramSection />);
    await user.click(await screen.findByRole('button', { name: 'Link Telegram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Telegram is not available on this K3 right now. Try again later.',
    );
    expect(linkButton()).toBeEnabled();

    scriptApi({
      'GET /me/telegram': [ok(status(LINK))],
      'POST /me/telegram/link': [fail(409, 'telegram_already_linked', 'A Telegram account is already linked.')],
    });
    await user.click(linkButton());
    // The status read again shows the account linked meanwhile.
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('sends the page language and speaks it: “Lier Telegram” in French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me/telegram': [ok(status(null))],
      'POST /me/telegram/link': [fail(409, 'telegram_already_linked', 'A Telegram account is already linked.')],
    });
    renderWithProviders(<TelegramSection />);
    await user.click(await screen.findByRole('button', { name: 'Lier Telegram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un compte Telegram est déjà lié à ce compte K3. Déliez-le d’abord.',
    );
    expect(JSON.parse(api.calls('POST /me/telegram/link')[0]?.[1]?.body as string)).toEqual({ lang: 'fr' });
  });

  it('shows the linked account: name, @username, date, alerts and the bot’s language', async () => {
    scriptApi({ 'GET /me/telegram': [ok(status(LINK))] });
    renderWithProviders(<TelegramSection />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(LINK.linkedAt));
    expect(screen.getByText(date)).toHaveAttribute('datetime', LINK.linkedAt);
    expect(screen.getByText('On, for news of impact 8 or more')).toBeInTheDocument();
    expect(screen.getByText('Français')).toBeInTheDocument();
    expect(screen.getByText(/with \/alerts in the bot/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open @k3_test_bot' })).toHaveAttribute('href', 'https://t.me/k3_test_bot');
  });

  it('shows alerts off', async () => {
    scriptApi({ 'GET /me/telegram': [ok(status({ ...LINK, username: null, alerts: { enabled: false, threshold: 8 } }))] });
    renderWithProviders(<TelegramSection />);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByText(/^@/)).toBeNull();
  });

  it('unlinks after a confirmation, back to “Link Telegram” with the focus on it', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me/telegram': [ok(status(LINK)), ok(status(null))],
      'DELETE /me/telegram': [ok({ unlinked: true })],
    });
    renderWithProviders(<TelegramSection />);
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink Telegram?' });
    expect(dialog).toHaveTextContent('The bot will stop answering Ada Lovelace in Telegram and send no more alerts.');
    expect(api.calls('DELETE /me/telegram')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    const [, confirm] = screen.getAllByRole('button', { name: 'Unlink' });
    await user.click(confirm as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Link Telegram' })).toHaveFocus();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
    expect(api.calls('DELETE /me/telegram')).toHaveLength(1);
    expect(liveRegion()).toHaveTextContent('Telegram is unlinked.');
  });

  it('keeps a failed unlink in the dialog', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me/telegram': [ok(status(LINK))],
      'DELETE /me/telegram': [fail(500, 'internal', 'boom')],
    });
    renderWithProviders(<TelegramSection />);
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    const [, confirm] = screen.getAllByRole('button', { name: 'Unlink' });
    await user.click(confirm as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    expect(screen.getByRole('dialog', { name: 'Unlink Telegram?' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });
});
