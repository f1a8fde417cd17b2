import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';
import { isOpenedOverGrid } from '../projects/openedOverGrid';
import { routeTable } from '../routes/table';

/** After a client-side navigation, focuses and announces the new page's heading, as a page load would. */
export function RouteFocus() {
  // A new page is a new path: the skip link changes only the hash, and a project opened over the grid
  // is still the grid's page (the dialog moves focus itself). A project's own page is a page of its own.
  const location = useLocation();
  const page = isOpenedOverGrid(location.state) ? routeTable.projects.path : location.pathname;
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
