import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';
import { pageOf } from '../urls/paths';

/**
 * After a client-side navigation, moves focus to the new page's heading and announces it politely,
 * as a full page load would for screen-reader and keyboard users. The first load announces nothing.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Only a new page counts: the skip link changes the hash, not the path, and a project's popup
    // opening or closing changes the address, not the page (the dialog moves focus itself).
    const isSamePage = pageOf(previousPath.current) === pageOf(pathname);
    previousPath.current = pathname;
    if (isSamePage) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.focus();
    setAnnouncement(heading?.textContent ?? document.title);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
