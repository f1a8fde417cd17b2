/** @jest-environment node */
import { breakpoints, cardFadeInStepSeconds, config, theme } from '../../tokens/stitches.config';

describe('design tokens', () => {
  it('hold the spec sizes', () => {
    expect(theme.sizes.cardImage.value).toBe('194px');
    expect(theme.sizes.hobbyImage.value).toBe('250px');
    expect(theme.sizes.socialIcon.value).toBe('75px');
    expect(theme.space.cardGap.value).toBe('20px');
    // 30 px at the browser's usual 16 px default, and growing with a larger one.
    expect(theme.fontSizes.tooltipLarge.value).toBe('1.875rem');
    expect(theme.colors.onTooltip.value).toBe('#ffffff');
    expect(cardFadeInStepSeconds).toBe(0.5);
  });

  it('set every font size in rem, so text follows the browser default', () => {
    for (const [name, token] of Object.entries(theme.fontSizes))
      expect([name, token.value]).toEqual([name, expect.stringMatching(/^\d+(\.\d+)?rem$/)]);
  });

  it('use the library breakpoints, in em so a larger default font gets the narrower layout', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(config.media).toEqual({
      sm: '(min-width: 37.5em)',
      md: '(min-width: 56.25em)',
      lg: '(min-width: 75em)',
      xl: '(min-width: 96em)',
      motion: '(prefers-reduced-motion: reduce)',
      forcedColors: '(forced-colors: active)',
    });
  });
});
