import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';
import { useShownPageAddress } from './shownPageAddress';

/** After a client-side navigation, focuses and announces the new page's heading, as a page load would. */
export function RouteFocus() {
  // A popup opened over the grid moves focus itself.
  const page = useShownPageAddress();
  const previousPage = useRef(page);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const isSamePage = previousPage.current === page;
    previousPage.current = page;
    if (isSamePage) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.focus();
    setAnnouncement(heading?.textContent ?? document.title);
  }, [page]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
