// The header's Disconnect button and its logout chooser (spec §2 "Dialogs: logout chooser (this device only or all
// devices)", §6 "Logout modes"): this device ends the current session on the server at best and always forgets the
// token here; all devices ends every session of the wallet first (DELETE /user/auth/{wallet}), then forgets it.
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { clearAuth, getAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { errorReason } from '../utils/sign-in-errors';
import './auth.css';

const loadAuthApi = () => import('../api/auth-api');

/** `label`: the button's text where "Disconnect" would be ambiguous (the chat panel's "Log out"). */
export function LogoutButton({ label }: { label?: string } = {}) {
  const { t } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);

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
      <button type="button" className="button button-ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label ?? t('common.header.disconnect')}
      </button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title={t('common.auth.logout.title')}>
        <div className="logout-choices">
          <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void logoutThisDevice()}>
            {t('common.auth.logout.thisDevice')}
          </button>
          <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void logoutAllDevices()}>
            {t('common.auth.logout.allDevices')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
