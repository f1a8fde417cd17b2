import { styled } from '../../tokens/stitches.config';

export const SkipLink = styled('a', {
  position: 'absolute',
  top: '$2',
  left: '$2',
  zIndex: '$skipLink',
  padding: '$3 $4',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$link',
  fontWeight: '$bold',
  transform: 'translateY(-200%)',
  '&:focus': {
    transform: 'none',
    // It appears over the dark header.
    outline: '3px solid $focusRingOnChrome',
    outlineOffset: '2px',
  },
});
