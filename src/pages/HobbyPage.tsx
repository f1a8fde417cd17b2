import { styled } from '../../tokens/stitches.config';
import { HobbyEntry } from '../components/HobbyEntry';
import { Container } from '../components/ui/Container';
import { TablePageHeading } from '../components/ui/PageHeading';
import { useContent } from '../hooks/useContent';

const List = styled('ul', { display: 'grid', gap: '$6', marginTop: '$7', padding: 0, listStyle: 'none' });

export function HobbyPage() {
  const { hobbies } = useContent();
  return (
    <Container>
      <TablePageHeading page="hobby" css={{ textAlign: 'center' }} />
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
