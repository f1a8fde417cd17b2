import { edgeInForcedColors } from '../../../tokens/stitches.config';

/** The look of a modal dialog, shared by the react-aria dialog and its static stand-in. */

export const overlayLook = {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$backdrop',
} as const;

export const sheetLook = {
  width: '100%',
  maxWidth: '$dialog',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$dialog',
  ...edgeInForcedColors('2px'),
} as const;

export const bodyLook = {
  position: 'relative',
  display: 'grid',
  gap: '$4',
  padding: '$6',
  outline: 'none',
  '@sm': { padding: '$7' },
} as const;

export const titleLook = {
  paddingRight: '$8',
  fontSize: '$5',
  '@sm': { fontSize: '$6' },
} as const;

export const closeLook = {
  position: 'absolute',
  top: '$3',
  right: '$3',
  width: '$touchTarget',
  paddingInline: 0,
  fontSize: '$4',
} as const;
