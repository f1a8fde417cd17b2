import { styled } from '../../tokens/stitches.config';
import { ResumeSection } from '../components/ResumeSection';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { TablePageHeading } from '../components/ui/PageHeading';
import { Picture } from '../components/ui/Picture';
import { useContent } from '../hooks/useContent';
import { imageUses } from '../images/imageBoxes';
import { pageAddresses } from '../routes/table';
import { useLanguageOf } from '../hooks/useLanguageOf';

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
  const languageOf = useLanguageOf();
  return (
    <>
      <Hero>
        <Portrait
          src={owner.portrait.src}
          alt={owner.portrait.alt}
          fills={imageUses.portrait}
          isPriority
          {...languageOf('owner.portrait.alt')}
        />
        <Intro>
          <TablePageHeading page="home" />
          <p {...languageOf('home.intro')}>{home.intro}</p>
          <p {...languageOf('home.graduationLine')}>{home.graduationLine}</p>
          <p {...languageOf('home.jobLine')}>{home.jobLine}</p>
          <p>
            <Link to={pageAddresses.hobby.path} {...languageOf('home.hobbyLinkText')}>
              {home.hobbyLinkText}
            </Link>
          </p>
        </Intro>
      </Hero>
      <ResumeSection />
    </>
  );
}
