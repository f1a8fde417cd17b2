import { breakpointEm, breakpoints, theme } from '../../tokens/stitches.config';

/** A box in CSS px; a side left out follows the image's own shape. */
export interface ImageBox {
  width?: number;
  height?: number;
}

/** A width in CSS px: `vw` percent of the window plus `px` (either may be 0). */
export interface BoxWidth {
  vw?: number;
  px?: number;
}

/**
 * Where and how an image is shown: its box's width in each media condition (the first that matches,
 * the last with none), and its height — fixed, a shape (width ÷ height), or following the image's own.
 * The image fills the box, cropped from the centre (object-fit: cover) where the shapes differ.
 */
export interface ImageUse {
  widths: { media?: string; width: BoxWidth }[];
  /** A fixed height in CSS px: with no `widths`, the image is as wide as its shape makes it. */
  height?: number;
  /** The box's width ÷ height. */
  ratio?: number;
  /** The largest box it fills at 1×: a smaller photo would look blurry. */
  largest: ImageBox;
}

const px = (token: { value: string }) => Number.parseFloat(token.value);
const { sizes, space } = theme;

// Container's side padding: $4 below sm, $6 from sm.
const padding = { belowSm: px(space[4]), fromSm: px(space[6]) };
const widestContent = px(sizes.content) - 2 * padding.fromSm;
const widestBelow = (breakpoint: number) =>
  breakpoint - 2 * (breakpoint > breakpoints.sm ? padding.fromSm : padding.belowSm);
const from = (breakpoint: number) => `(min-width: ${breakpointEm(breakpoint)})`;

/** A hobby's image width beside its text (from sm), in percent of the entry. */
export const hobbyImagePercent = 40;

// The dialog's width less its $7 padding.
const popupWidth = px(sizes.dialog) - 2 * px(space[7]);
// The project grid's narrowest column: one column until two of them and a gap fit.
const cardMinWidth = 300;
const popupRatio = 16 / 10;

/** Each kind of image's box, from the tokens. */
export const imageUses = {
  portrait: {
    widths: [{ width: { px: px(sizes.portrait) } }],
    height: px(sizes.portrait),
    largest: { width: px(sizes.portrait), height: px(sizes.portrait) },
  },
  // Widest below md, where it spans the content under the text; its height follows its shape.
  aboutPhoto: {
    widths: [{ media: from(breakpoints.md), width: { px: 460 } }, { width: { vw: 100, px: -32 } }],
    largest: { width: widestBelow(breakpoints.md) },
  },
  hobbyImage: {
    widths: [{ media: from(breakpoints.sm), width: { vw: hobbyImagePercent } }, { width: { vw: 100 } }],
    height: px(sizes.hobbyImage),
    largest: {
      width: Math.max(widestBelow(breakpoints.sm), (hobbyImagePercent / 100) * widestContent),
      height: px(sizes.hobbyImage),
    },
  },
  projectCard: {
    widths: [{ media: from(breakpoints.sm), width: { px: 360 } }, { width: { vw: 100 } }],
    height: px(sizes.cardImage),
    largest: { width: 2 * cardMinWidth + px(space.cardGap), height: px(sizes.cardImage) },
  },
  // 16:10, as in ProjectDetails.
  projectPopup: {
    widths: [{ media: `(min-width: ${sizes.dialog.value})`, width: { px: popupWidth } }, { width: { vw: 100 } }],
    ratio: popupRatio,
    largest: { width: popupWidth, height: popupWidth / popupRatio },
  },
  socialIcon: { widths: [], height: px(sizes.socialIcon), largest: { height: px(sizes.socialIcon) } },
} satisfies Record<string, ImageUse>;

const round = (value: number) => Math.ceil(value * 100) / 100;

function length({ vw = 0, px: pixels = 0 }: BoxWidth): string {
  if (vw === 0) return `${Math.ceil(pixels)}px`;
  if (pixels === 0) return `${round(vw)}vw`;
  return `calc(${round(vw)}vw ${pixels < 0 ? '-' : '+'} ${Math.ceil(Math.abs(pixels))}px)`;
}

/**
 * The `sizes` of an image of shape `aspect` (width ÷ height) in `use`: how wide it is drawn, not how
 * wide its box is, so the browser picks a file that covers the box's whole height too. A 4:3 photo in a
 * 240 px circle is drawn 320 px wide; in a box of fixed height and a width in `vw`, it is the box's
 * width until the window is narrow enough for the photo's own width at that height to be wider.
 */
export function sizesFor(use: ImageUse, aspect?: number): string {
  if (use.widths.length === 0) return length({ px: (use.height ?? 0) * (aspect ?? 1) });
  const rules = use.widths.flatMap(({ media, width }) => {
    const and = (condition: string) => (media ? `${media} and ${condition}` : condition);
    const rule = (text: string, condition = media) => (condition ? `${condition} ${text}` : text);
    if (aspect === undefined) return [rule(length(width))];
    if (use.ratio !== undefined) {
      const wider = Math.max(1, aspect / use.ratio);
      return [rule(length({ vw: (width.vw ?? 0) * wider, px: (width.px ?? 0) * wider }))];
    }
    if (use.height === undefined) return [rule(length(width))];
    const drawn = use.height * aspect;
    if (!width.vw) return [rule(length({ px: Math.max(width.px ?? 0, drawn) }))];
    // The window width below which the box is narrower than the photo drawn at its height.
    const narrowerBelow = ((drawn - (width.px ?? 0)) * 100) / width.vw;
    if (narrowerBelow <= 0) return [rule(length(width))];
    return [rule(length({ px: drawn }), and(`(max-width: ${Math.floor(narrowerBelow)}px)`)), rule(length(width))];
  });
  return rules.join(', ');
}
