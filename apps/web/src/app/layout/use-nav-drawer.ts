// The phone navigation drawer's state (spec §2 sidebar, docs/product-decisions.md "Phone and tablet layout"): below
// the drawer breakpoint the header's menu button opens the sidebar over the page. Opening moves focus into the
// drawer; Escape, the backdrop, a link or the close button shut it and focus goes back to the menu button. Growing
// the window past the breakpoint closes it, so the desktop page is never left inert.
import { useEffect, useRef, useState } from 'react';

/** Keep in step with the `max-width: 768px` media queries of styles/responsive.css. */
export const DRAWER_MEDIA_QUERY = '(max-width: 768px)';
/** The element that takes focus when the drawer opens (the sidebar's close button). */
export const DRAWER_FOCUS_ID = 'sidebar-close';

export function useNavDrawer() {
  const [isOpen, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const menuButton = menuButtonRef.current;
    document.getElementById(DRAWER_FOCUS_ID)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    // While open the query can only stop matching: the window grew past the breakpoint.
    const narrow = window.matchMedia(DRAWER_MEDIA_QUERY);
    narrow.onchange = () => setOpen(false);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      narrow.onchange = null;
      // Cleanup runs once the closed drawer is committed and the page is no longer inert, so the button can take focus.
      menuButton?.focus();
    };
  }, [isOpen]);

  return { isOpen, close: () => setOpen(false), toggle: () => setOpen(!isOpen), menuButtonRef };
}
