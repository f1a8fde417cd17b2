import { edgeInForcedColors, styled } from '../../tokens/stitches.config';
import { type Hobby, hobbyId } from '../content/model';
import { hobbyImagePercent, imageUses } from '../images/imageBoxes';
import { Picture } from './ui/Picture';
import { RichText } from './ui/RichText';
import { useLanguageOf } from '../hooks/useLanguageOf';

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
  '@sm': { flex: `0 0 ${100 - hobbyImagePercent}%`, maxWidth: `${100 - hobbyImagePercent}%` },
});

const Title = styled('h2', { fontSize: '$4' });

const Description = styled('p', { color: '$textMuted' });

const ImageBox = styled('div', {
  height: '$hobbyImage',
  '@sm': { flex: `0 0 ${hobbyImagePercent}%`, maxWidth: `${hobbyImagePercent}%` },
});

const Image = styled(Picture, { width: '100%', height: '100%', objectFit: 'cover' });

// The first hobby's image is the page's largest, so it loads with priority.
export function HobbyEntry({ hobby, isFirst }: { hobby: Hobby & { id?: string }; isFirst: boolean }) {
  const languageOf = useLanguageOf();
  const path = `hobbies.${hobby.id ?? hobbyId(hobby)}`;
  return (
    <Row>
      <Text>
        <Title {...languageOf(`${path}.title`)}>{hobby.title}</Title>
        <RichText text={hobby.description} paragraph={Description} language={languageOf(`${path}.description`)} />
      </Text>
      <ImageBox>
        <Image
          src={hobby.image}
          alt={hobby.title}
          fills={imageUses.hobbyImage}
          isPriority={isFirst}
          {...languageOf(`${path}.title`)}
        />
      </ImageBox>
    </Row>
  );
}
