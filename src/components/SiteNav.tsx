import { useMatches } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { useRouteTable } from '../hooks/useRouteTable';
import { navHref, navigationOf, shownPage } from '../routes/table';
import { chromeNavLook } from './ui/chromeNavLook';
import { ChromeLink } from './ui/Link';

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  padding: 0,
  listStyle: 'none',
  '@sm': { gap: '$2' },
});

const NavLink = styled(ChromeLink, { ...chromeNavLook('[aria-current="page"]'), paddingInline: '$3' });

export function SiteNav() {
  const { layout } = useContent();
  const navigation = navigationOf(useRouteTable());
  const page = shownPage(useMatches())?.entry;
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const showsNotFound = useShowsNotFound();
  const current = page && !showsNotFound ? navHref(page) : undefined;
  return (
    <nav aria-label={layout.navigation.label}>
      <List>
        {navigation.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.name}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
