import { styled } from '../../tokens/stitches.config';
import { ResumeSection } from '../components/ResumeSection';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHeading } from '../components/ui/PageHeading';
import { Picture } from '../components/ui/Picture';
import { useContent } from '../hooks/useContent';
import { imageUses } from '../images/imageBoxes';
import { pageAddresses } from '../routes/table';

const Hero = styled(Container, {
  display: 'grid',
  gap: '$7',
  justifyItems: 'center',
  textAlign: 'center',
  '@md': { gridTemplateColumns: 'auto 1fr', alignItems: 'center', justifyItems: 'start', textAlign: 'start' },
});

const Portrait = styled(Picture, {
  width: '$portrait',
  height: '$portrait',
  borderRadius: '$round',
  objectFit: 'cover',
  boxShadow: '$raised',
  border: '6px solid $surface',
});

const Intro = styled('div', {
  display: 'grid',
  gap: '$3',
  maxWidth: '$prose',
  '& p': { fontSize: '$3', color: '$textMuted' },
  '& p:first-of-type': { color: '$text' },
});

export function HomePage() {
  const { home, owner } = useContent();
  return (
    <>
      <Hero>
        <Portrait src={owner.portrait.src} alt={owner.portrait.alt} fills={imageUses.portrait} isPriority />
        <Intro>
          <PageHeading>{home.greeting}</PageHeading>
          <p>{home.intro}</p>
          <p>{home.graduationLine}</p>
          <p>{home.jobLine}</p>
          <p>
            <Link to={pageAddresses.hobby.path}>{home.hobbyLinkText}</Link>
          </p>
        </Intro>
      </Hero>
      <ResumeSection />
    </>
  );
}
