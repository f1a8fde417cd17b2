import { css } from '../../../tokens/stitches.config';

/** A styled component, or one of its looks: the props pick its variants. */
type StyledPart = Parameters<typeof css>[0];

/**
 * Writes the CSS rules of `parts` now, as they would be written on their first render. A stylesheet
 * that gains rules restyles the whole page; done while the page is idle, that work leaves the
 * visitor's first press (Stitches otherwise writes a component's rules when it first renders).
 */
export function writeStyles(...parts: [StyledPart, Record<string, string>?][]): void {
  for (const [part, props = {}] of parts) css(part)(props);
}
