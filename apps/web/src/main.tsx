// Entry: purge expired cache entries (spec §7), keep a referral code from the address (spec §5), start i18n in the visitor's language, then render.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/tabs-dialog.css';
import './styles/responsive.css';
import { App } from './app/app';
import { clientCache } from './lib/cache';
import { initI18n } from './lib/i18n';
import { captureReferral } from './lib/referral';

clientCache.purgeExpired();
captureReferral();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void initI18n().then(() => {
  // The frame is committed before the page's load event: the first paint already has the layout.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
