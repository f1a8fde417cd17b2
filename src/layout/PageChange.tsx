import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { config, fadeInFrames } from '../../tokens/stitches.config';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';
import { isOpenedOverGrid } from '../projects/openedOverGrid';
import { pageAddresses } from '../routes/table';

const fadeTiming = { duration: 150, easing: 'ease-out' };

/**
 * After a client-side navigation the new page fades in (not with reduced motion), and its heading takes
 * focus and is announced, as a page load would. Before the browser paints, so the first frame of the
 * new page already moves. From script: the styles' reduced-motion rule reaches only CSS animations.
 */
export function PageChange() {
  // A new page is a new path: the skip link changes only the hash, and a project opened over the grid
  // is still the grid's page (the popup moves focus itself). A project's own page is a page of its own.
  const location = useLocation();
  const page = isOpenedOverGrid(location.state) ? pageAddresses.projects.path : location.pathname;
  const previousPage = useRef(page);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const isSamePage = previousPage.current === page;
    previousPage.current = page;
    if (isSamePage) return;
    const main = document.getElementById('main');
    if (main && !window.matchMedia(config.media.motion).matches) main.animate(fadeInFrames, fadeTiming);
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
