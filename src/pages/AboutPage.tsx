import { styled } from '../../tokens/stitches.config';
import { Container } from '../components/ui/Container';
import { TablePageHeading } from '../components/ui/PageHeading';
import { Picture } from '../components/ui/Picture';
import { RichText } from '../components/ui/RichText';
import { useContent } from '../hooks/useContent';
import { imageUses } from '../images/imageBoxes';
import { useLanguageOf } from '../hooks/useLanguageOf';

const Layout = styled(Container, {
  display: 'grid',
  gap: '$7',
  '@md': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
});

const Eyebrow = styled('p', { fontSize: '$3', fontWeight: '$bold', color: '$brand' });

const Prose = styled('div', { display: 'grid', gap: '$4', maxWidth: '$prose', '& p': { fontSize: '$3' } });

const Photo = styled(Picture, {
  width: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'cover',
  borderRadius: '$lg',
  boxShadow: '$raised',
});

export function AboutPage() {
  const { about } = useContent();
  const languageOf = useLanguageOf();
  return (
    <Layout>
      <Prose>
        <Eyebrow {...languageOf('about.eyebrow')}>{about.eyebrow}</Eyebrow>
        <TablePageHeading page="about" />
        {about.paragraphs.map((paragraph) => (
          <RichText key={paragraph} text={paragraph} language={languageOf('about.paragraphs')} />
        ))}
      </Prose>
      <figure>
        <Photo
          src={about.photo.src}
          alt={about.photo.alt}
          fills={imageUses.aboutPhoto}
          isPriority
          {...languageOf('about.photo.alt')}
        />
      </figure>
    </Layout>
  );
}
