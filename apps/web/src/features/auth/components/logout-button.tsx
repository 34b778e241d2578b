// The header's Disconnect button and its logout chooser (spec §2 "Dialogs: logout chooser (this device only or all
// devices)", §6 "Logout modes"): this device ends the current session on the server at best and always forgets the
// token here; all devices ends every session of the wallet first (DELETE /user/auth/{wallet}), then forgets it.
import { useId, useState } from 'react';
import { LogoutIcon } from '../../../components/icons/icons';
import { Dialog } from '../../../components/ui/dialog';
import { clearAuth, getAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { errorReason } from '../utils/sign-in-errors';
import './auth.css';

const loadAuthApi = () => import('../api/auth-api');

/**
 * `label`: the button's text where "Disconnect" would be ambiguous (the chat panel's "Log out"); `compact`: the header's
 * button, whose text shrinks to an icon on phones and stays its name (issue 26 §6).
 */
export function LogoutButton({ label, compact = false }: { label?: string; compact?: boolean } = {}) {
  const { t } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const hintId = useId();

  const logoutThisDevice = async () => {
    setBusy(true);
    try {
      const api = await loadAuthApi();
      // The request reads the token before it is cleared; local logout never waits for the server.
      const ending = api.endCurrentSession();
      clearAuth();
      await ending;
    } finally {
      setBusy(false);
    }
  };

  const logoutAllDevices = async () => {
    const auth = getAuth();
    if (!auth) return;
    setBusy(true);
    try {
      const api = await loadAuthApi();
      await api.logoutEverywhere(auth.wallet);
      clearAuth();
    } catch (error) {
      // The other devices may still be signed in: stay signed in here too, so the user can retry.
      notify.error(t('common.auth.errors.generic', { message: errorReason(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={compact ? 'button button-ghost topbar-compact' : 'button button-ghost'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {compact ? (
          <>
            <LogoutIcon className="topbar-phone-icon" width={18} height={18} />
            <span className="topbar-link-text">{label ?? t('common.header.disconnect')}</span>
          </>
        ) : (
          (label ?? t('common.header.disconnect'))
        )}
      </button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title={t('common.auth.logout.title')}>
        {/* This device is the default action (issue 26 §6); all devices says what it does before it is pressed. */}
        <div className="logout-choices">
          <button
            type="button"
            className="button button-primary"
            disabled={isBusy}
            aria-describedby={`${hintId}-this`}
            onClick={() => void logoutThisDevice()}
          >
            {t('common.auth.logout.thisDevice')}
          </button>
          <p id={`${hintId}-this`} className="logout-hint">
            {t('common.auth.logout.thisDeviceHint')}
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={isBusy}
            aria-describedby={`${hintId}-all`}
            onClick={() => void logoutAllDevices()}
          >
            {t('common.auth.logout.allDevices')}
          </button>
          <p id={`${hintId}-all`} className="logout-hint">
            {t('common.auth.logout.allDevicesHint')}
          </p>
        </div>
      </Dialog>
    </>
  );
}
