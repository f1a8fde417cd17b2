import { useLocation } from 'react-router-dom';
import { styled } from '../../tokens/stitches.config';
import { navItems } from '../content/site';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { isCurrentPath } from '../routes/paths';
import { ChromeLink } from './ui/Link';

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  padding: 0,
  listStyle: 'none',
  '@sm': { gap: '$2' },
});

const NavLink = styled(ChromeLink, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touchTarget',
  paddingInline: '$3',
  fontWeight: '$medium',
  textDecoration: 'none',
  color: '$onChromeMuted',
  borderBottom: '3px solid transparent',
  '&:hover': { color: '$onChrome' },
  '&[aria-current="page"]': { color: '$onChrome', borderBottomColor: '$focusRingOnChrome' },
});

export function SiteNav() {
  const { pathname } = useLocation();
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const showsNotFound = useShowsNotFound();
  return (
    <nav aria-label="Main">
      <List>
        {navItems.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              aria-current={!showsNotFound && isCurrentPath(pathname, item.href) ? 'page' : undefined}
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
