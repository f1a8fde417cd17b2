import { useLayoutEffect, useRef } from 'react';
import { scriptedMotion } from '../../tokens/stitches.config';
import { animate } from '../components/ui/scriptedMotion';
import { useShownPageAddress } from './shownPageAddress';

const fadeInFrames = [{ opacity: 0.05 }, { opacity: 1 }];

/**
 * After a client-side navigation the new page fades in, so the change reads as one movement. It starts
 * in the frame that first shows the page (a layout effect), so nothing waits for it; none on the first
 * load, and none with reduced motion.
 */
export function PageEntrance() {
  const page = useShownPageAddress();
  const previousPage = useRef(page);
  useLayoutEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const main = document.getElementById('main');
    if (main) animate(main, fadeInFrames, scriptedMotion.pageEntrance);
  }, [page]);
  return null;
}
