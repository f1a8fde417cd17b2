import { breakpointEm, breakpoints, theme } from '../../tokens/stitches.config';

/** A box in CSS px; a side left out follows the image's own shape. */
export interface ImageBox {
  width?: number;
  height?: number;
}

const px = (token: { value: string }) => Number.parseFloat(token.value);
const { sizes, space } = theme;

// Container's side padding: $4 below sm, $6 from sm.
const padding = { belowSm: px(space[4]), fromSm: px(space[6]) };
const widestContent = px(sizes.content) - 2 * padding.fromSm;
const widestBelow = (breakpoint: number) =>
  breakpoint - 2 * (breakpoint > breakpoints.sm ? padding.fromSm : padding.belowSm);

/** A hobby's image width beside its text (from sm), in percent of the entry. */
export const hobbyImagePercent = 40;

// The dialog's width less its $7 padding.
const popupWidth = px(sizes.dialog) - 2 * px(space[7]);
// The project grid's narrowest column: one column until two of them and a gap fit.
const cardMinWidth = 300;

/** Each kind of image's `sizes` and the largest box it fills at 1×: a smaller photo would look blurry. */
export const imageUses = {
  portrait: { sizes: sizes.portrait.value, largest: { width: px(sizes.portrait), height: px(sizes.portrait) } },
  // Widest below md, where it spans the content under the text; its height follows its shape.
  aboutPhoto: {
    sizes: `(min-width: ${breakpointEm(breakpoints.md)}) 460px, calc(100vw - 32px)`,
    largest: { width: widestBelow(breakpoints.md) },
  },
  hobbyImage: {
    sizes: `(min-width: ${breakpointEm(breakpoints.sm)}) ${hobbyImagePercent}vw, 100vw`,
    largest: {
      width: Math.max(widestBelow(breakpoints.sm), (hobbyImagePercent / 100) * widestContent),
      height: px(sizes.hobbyImage),
    },
  },
  projectCard: {
    sizes: `(min-width: ${breakpointEm(breakpoints.sm)}) 360px, 100vw`,
    largest: { width: 2 * cardMinWidth + px(space.cardGap), height: px(sizes.cardImage) },
  },
  // 16:10, as in ProjectDetails.
  projectPopup: {
    sizes: `(min-width: ${sizes.dialog.value}) ${popupWidth}px, 100vw`,
    largest: { width: popupWidth, height: (popupWidth * 10) / 16 },
  },
  socialIcon: { sizes: sizes.socialIcon.value, largest: { height: px(sizes.socialIcon) } },
} satisfies Record<string, { sizes: string; largest: ImageBox }>;
