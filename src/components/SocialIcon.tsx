import { styled } from '../../tokens/stitches.config';
import { isIconFile } from '../content/model';
import { brandMarks } from '../images/brandMarkData';
import { imageInfo } from '../images/manifest';
import { fileAddress } from '../urls/basePath';

// Both kinds take the colour of the text around them (currentColor), so a black or coloured mark shows
// on the dark footer, and forced colours give it the link's system colour.

/** A simple-icons mark: one path on a 24 × 24 box, filled with the text's colour. */
const Mark = styled('svg', { display: 'block', height: '$socialIcon', width: '$socialIcon' });

/**
 * The owner's SVG as a mask: its shape cut out of a box painted in the text's colour, whatever colours
 * the file has. Forced colours would paint that box in Canvas, as the footer behind it: it keeps the
 * link's colour instead, which Chromium forces only where it is used (hence `preserve-parent-color`).
 */
const Shape = styled('span', {
  display: 'block',
  height: '$socialIcon',
  backgroundColor: 'currentColor',
  forcedColorAdjust: 'none',
  '@supports (forced-color-adjust: preserve-parent-color)': { forcedColorAdjust: 'preserve-parent-color' },
  // Stitches adds the `-webkit-` forms of `maskImage` and `maskSize`; these two need theirs written
  // (WebKit before 15.4, Chromium before 120).
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  maskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  maskPosition: 'center',
});

export interface SocialIconProps {
  /** A simple-icons name or the path of an SVG under `public/` (`SocialLinkEntry.icon`). */
  icon: string;
}

/**
 * A footer link's icon, 75 px high. It is only a picture of the link's words, which name the link in
 * text (so every checker and reader finds them, an SVG's and a mask's alike): hidden from assistive
 * technology.
 */
export function SocialIcon({ icon }: SocialIconProps) {
  if (!isIconFile(icon)) {
    return (
      <Mark viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={brandMarks[icon]} />
      </Mark>
    );
  }
  // As wide as the file's shape at that height (its size from the build), square until known.
  const info = imageInfo(icon);
  return (
    <Shape
      aria-hidden="true"
      css={{
        maskImage: `url("${fileAddress(icon)}")`,
        aspectRatio: info && info.height > 0 ? `${info.width} / ${info.height}` : '1',
      }}
    />
  );
}
