// The header's controls for a signed-in user (spec §2 "a QR dialog button (authenticated users only), connect or
// disconnect button"), grouped so the header loads them as one chunk once a session exists.
import { LogoutButton } from './logout-button';
import { QrLoginButton } from './qr-login-button';

export function SessionControls() {
  return (
    <>
      <QrLoginButton />
      <LogoutButton compact />
    </>
  );
}
