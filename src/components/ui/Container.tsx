import { styled } from '../../../tokens/stitches.config';

export const Container = styled('div', {
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  paddingInline: '$4',
  '@sm': { paddingInline: '$6' },
});
