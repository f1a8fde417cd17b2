import { css } from '../../../tokens/stitches.config';

/** A styled component, or one of its looks: the props pick its variants. */
type StyledPart = Parameters<typeof css>[0];

/**
 * What Stitches' `css()` returns for a part that wraps a component (react-aria's, the router's): its
 * rules wait in `deferredInjector`, a component that writes them when rendered. Not in its types.
 */
interface Rendered {
  deferredInjector?: () => unknown;
}

/**
 * Writes the CSS rules of `parts` now, as their first render would. A stylesheet that gains rules
 * restyles the whole page; done while the page is idle, that work leaves the visitor's first press
 * (Stitches otherwise writes a component's rules when it first renders).
 */
export function writeStyles(...parts: [StyledPart, Record<string, string>?][]): void {
  for (const [part, props = {}] of parts) {
    const rendered = css(part)(props) as unknown as Rendered;
    rendered.deferredInjector?.();
  }
}
