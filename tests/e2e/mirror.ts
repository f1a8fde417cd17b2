/**
 * Where the parts of a page that a right-to-left language mirrors sit: the header's brand, theme
 * toggle and navigation links, and the footer's first link. Used by the mirror test of the sample
 * turned around in place and by the test of a site with a right-to-left language.
 */
import type { Page } from 'playwright-core';

export interface Measured {
  /** The width inside the vertical scroll bar, which the mirror is taken across. */
  clientWidth: number;
  scrollWidth: number;
  /** The horizontal centre of each box, by name. */
  centres: Record<string, number>;
  /** The navigation links' centres and tops, in the order the page reads them. */
  links: { x: number; top: number }[];
}

/** Where the mirrored parts of the page are now. */
export function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const centre = (element: Element | null) => {
      if (!element) return Number.NaN;
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    const header = document.querySelector('header')!;
    return {
      clientWidth: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      centres: {
        brand: centre(header.querySelector('p')),
        'theme toggle': centre(header.querySelector('button')),
        footer: centre(document.querySelector('footer a')),
      },
      links: [...header.querySelectorAll('nav a')].map((link) => {
        const box = link.getBoundingClientRect();
        return { x: box.left + box.width / 2, top: Math.round(box.top) };
      }),
    };
  });
}

/** The signs of the steps between the links on one row: 1 where the next link is to the right. */
export function readingSteps(links: Measured['links']): number[] {
  return links
    .slice(1)
    .flatMap((link, index) => (link.top === links[index].top ? [Math.sign(link.x - links[index].x)] : []));
}
