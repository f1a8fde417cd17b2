import { useMatches } from 'react-router-dom';
import { styled, systemColors } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { useRouteTable } from '../hooks/useRouteTable';
import { navHref, navigationOf, shownPage } from '../routes/table';
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
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$touchTarget',
  paddingInline: '$3',
  fontWeight: '$medium',
  textDecoration: 'none',
  color: '$onChromeMuted',
  '&:hover': { color: '$onChrome' },
  // A box, not a bottom border: WebKit bends a rounded link's border up at the corners, and forced
  // colours would paint every link's border.
  '&[aria-current="page"]': { color: '$onChrome' },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: '3px',
    borderRadius: '$round',
    backgroundColor: '$focusRingOnChrome',
    '@forcedColors': { backgroundColor: systemColors.marker, forcedColorAdjust: 'none' },
  },
});

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
