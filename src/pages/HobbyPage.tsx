import { styled } from '../../tokens/stitches.config';
import { HobbyEntry } from '../components/HobbyEntry';
import { Container } from '../components/ui/Container';
import { PageHeading } from '../components/ui/PageHeading';
import { useContent } from '../hooks/useContent';
import { useLanguageOf } from '../hooks/useLanguageOf';

const Heading = styled(PageHeading, { textAlign: 'center' });

const List = styled('ul', { display: 'grid', gap: '$6', marginTop: '$7', padding: 0, listStyle: 'none' });

export function HobbyPage() {
  const { hobbies, hobbiesPage } = useContent();
  const languageOf = useLanguageOf();
  return (
    <Container>
      <Heading {...languageOf('hobbiesPage.heading')}>{hobbiesPage.heading}</Heading>
      <List>
        {hobbies.map((hobby, index) => (
          <li key={hobby.title}>
            <HobbyEntry hobby={hobby} isFirst={index === 0} />
          </li>
        ))}
      </List>
    </Container>
  );
}
