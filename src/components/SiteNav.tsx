import { useLocation } from 'react-router-dom';
import { styled, systemColors } from '../../tokens/stitches.config';
import { layout, navItems } from '../content';
import { useShowsNotFound } from '../hooks/useShowsNotFound';
import { isCurrentPath } from '../urls/paths';
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
  // The current page's bar is its own box: a bottom border on the rounded link bends up its
  // corners (faint arcs in WebKit), and forced colours would paint every link's border.
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
  const { pathname } = useLocation();
  // A 404 answered at another form of a page's address (`/aBoUt`) is not that page.
  const showsNotFound = useShowsNotFound();
  return (
    <nav aria-label={layout.navigation.label}>
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
