import { styled } from '../../tokens/stitches.config';
import type { Hobby } from '../content/site';

const Row = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$raised',
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

const Picture = styled('img', {
  width: '100%',
  height: '$hobbyImage',
  objectFit: 'cover',
  '@sm': { flex: '0 0 40%', maxWidth: '40%' },
});

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
      <Picture
        src={hobby.image}
        alt={hobby.title}
        width={400}
        height={300}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding="async"
      />
    </Row>
  );
}
