import { breakpoints, cardFadeInStepSeconds, config, theme } from '../../tokens/stitches.config';

describe('design tokens', () => {
  it('hold the spec sizes', () => {
    expect(theme.sizes.cardImage.value).toBe('194px');
    expect(theme.sizes.hobbyImage.value).toBe('250px');
    expect(theme.sizes.socialIcon.value).toBe('75px');
    expect(theme.space.cardGap.value).toBe('20px');
    expect(theme.fontSizes.tooltipLarge.value).toBe('30px');
    expect(theme.colors.onTooltip.value).toBe('#ffffff');
    expect(cardFadeInStepSeconds).toBe(0.5);
  });

  it('use the library breakpoints', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(config.media).toEqual({
      sm: '(min-width: 600px)',
      md: '(min-width: 900px)',
      lg: '(min-width: 1200px)',
      xl: '(min-width: 1536px)',
      motion: '(prefers-reduced-motion: reduce)',
    });
  });
});
