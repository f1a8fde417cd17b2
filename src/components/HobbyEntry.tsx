import { breakpointEm, breakpoints, edgeInForcedColors, styled } from '../../tokens/stitches.config';
import type { Hobby } from '../content/model';
import { Picture } from './ui/Picture';

const Row = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$raised',
  ...edgeInForcedColors(),
  '@sm': { flexDirection: 'row', alignItems: 'stretch' },
});

const Text = styled('div', {
  display: 'grid',
  alignContent: 'center',
  gap: '$3',
  padding: '$6',
  '@sm': { flex: '0 0 60%', maxWidth: '60%' },
});

const Title = styled('h2', { fontSize: '$4' });

const Description = styled('p', { color: '$textMuted' });

const Image = styled(Picture, {
  width: '100%',
  height: '$hobbyImage',
  objectFit: 'cover',
  '@sm': { flex: '0 0 40%', maxWidth: '40%' },
});

/** Two fifths of the entry beside the text from the sm breakpoint, the full width below it. */
const imageSizes = `(min-width: ${breakpointEm(breakpoints.sm)}) 40vw, 100vw`;

export interface HobbyEntryProps {
  hobby: Hobby;
  /** The first entry's image is the page's largest paint: load it at once, with priority. */
  isFirst: boolean;
}

export function HobbyEntry({ hobby, isFirst }: HobbyEntryProps) {
  return (
    <Row>
      <Text>
        <Title>{hobby.title}</Title>
        <Description>{hobby.description}</Description>
      </Text>
      <Image src={hobby.image} alt={hobby.title} sizes={imageSizes} isPriority={isFirst} />
    </Row>
  );
}
