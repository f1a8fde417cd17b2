import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';
import { shownPage } from '../routes/table';

/** After a client-side navigation, focuses and announces the new page's heading, as a page load would. */
export function RouteFocus() {
  // Only a new page counts: the skip link changes the hash, not the route, and a project's popup
  // opening or closing changes the address, not the page (the dialog moves focus itself).
  const pageRoute = shownPage(useMatches())?.routeId;
  const previousRoute = useRef(pageRoute);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const isSamePage = previousRoute.current === pageRoute;
    previousRoute.current = pageRoute;
    if (isSamePage) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.focus();
    setAnnouncement(heading?.textContent ?? document.title);
  }, [pageRoute]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
