import { breakpointEm, breakpoints, theme } from '../../tokens/stitches.config';

/**
 * The box each kind of content image fills, from the design tokens and the layout that places it.
 * Sizes are in CSS pixels, at the browser's usual 16 px default font. A side left out follows the
 * image's own shape.
 */
export interface ImageBox {
  width?: number;
  height?: number;
}

export interface ImageUse {
  /** The `sizes` attribute: how wide the image shows at common window widths, to pick a file by. */
  sizes: string;
  /**
   * The largest box it fills at any window width. A photo smaller than this is enlarged and looks
   * blurry (src/images/smallPhotos.ts warns). Counted at 1× (an image pixel per CSS pixel): a smaller
   * photo is enlarged on every screen, while one this large looks as sharp on a 2× screen as on a 1×.
   */
  largest: ImageBox;
}

const px = (token: { value: string }) => Number.parseFloat(token.value);
const { sizes, space } = theme;

/** The page's side padding (`Container`): `$4` below sm, `$6` from sm. */
const sidePadding = { belowSm: px(space[4]), fromSm: px(space[6]) };
/** The widest the page's content gets: `$content` less its padding. */
const widestContent = px(sizes.content) - 2 * sidePadding.fromSm;
/** The page's content just below a breakpoint: the window's full width less the padding. */
const widestBelow = (breakpoint: number) =>
  breakpoint - 2 * (breakpoint > breakpoints.sm ? sidePadding.fromSm : sidePadding.belowSm);

/** A hobby's image beside its text, from sm: this percentage of the entry's width (the text takes the rest). */
export const hobbyImagePercent = 40;

/** The popup's picture: the popup's full width, in this shape. */
export const popupImageShape = { width: 16, height: 10 };
/** The popup's widest inside: `$dialog` less its padding (`$7` from sm). */
const popupInnerWidth = px(sizes.dialog) - 2 * px(space[7]);

/** The project grid's narrowest column (`ProjectsPage`): one column until two of them and a gap fit. */
const cardMinWidth = 300;

export const imageUses = {
  /** The home page's round portrait: always `$portrait` square. */
  portrait: {
    sizes: sizes.portrait.value,
    largest: { width: px(sizes.portrait), height: px(sizes.portrait) },
  },
  /**
   * The About page's photo: the content's full width below md (under the text, where it is widest),
   * two fifths of it beside the text from md; its own shape, cropped only when taller than 70 % of
   * the window.
   */
  aboutPhoto: {
    sizes: `(min-width: ${breakpointEm(breakpoints.md)}) 460px, calc(100vw - 32px)`,
    largest: { width: widestBelow(breakpoints.md) },
  },
  /** A hobby's image: `hobbyImagePercent` of the entry from sm, the full width below it; `$hobbyImage` high. */
  hobbyImage: {
    sizes: `(min-width: ${breakpointEm(breakpoints.sm)}) ${hobbyImagePercent}vw, 100vw`,
    largest: {
      width: Math.max(widestBelow(breakpoints.sm), (hobbyImagePercent / 100) * widestContent),
      height: px(sizes.hobbyImage),
    },
  },
  /** A project card's picture: the card's full width, `$cardImage` high. */
  projectCard: {
    sizes: `(min-width: ${breakpointEm(breakpoints.sm)}) 360px, 100vw`,
    largest: { width: 2 * cardMinWidth + px(space.cardGap), height: px(sizes.cardImage) },
  },
  /** A project's picture in its popup. */
  projectPopup: {
    sizes: `(min-width: ${sizes.dialog.value}) ${popupInnerWidth}px, 100vw`,
    largest: { width: popupInnerWidth, height: (popupInnerWidth * popupImageShape.height) / popupImageShape.width },
  },
  /** A social link's icon in the footer: `$socialIcon` high, as wide as its shape makes it. */
  socialIcon: {
    sizes: sizes.socialIcon.value,
    largest: { height: px(sizes.socialIcon) },
  },
} satisfies Record<string, ImageUse>;
