import { styled } from '../../tokens/stitches.config';
import { owner } from '../content/site';
import { Container } from './ui/Container';
import { SiteNav } from './SiteNav';
import { ThemeToggle } from './ThemeToggle';

const Bar = styled('header', {
  backgroundColor: '$chrome',
  color: '$onChrome',
});

const Inner = styled(Container, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '$6',
  paddingBlock: '$3',
});

const Navigation = styled('div', {
  order: 1,
  flexBasis: '100%',
  '@sm': { order: 0, flexBasis: 'auto' },
});

const Brand = styled('p', {
  flex: 1,
  fontSize: '$3',
  fontWeight: '$bold',
  letterSpacing: '0.02em',
  paddingBlock: '$2',
});

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Brand>{owner.name}</Brand>
        {/* Narrow screens: name and toggle share the first row, the navigation gets the second. */}
        <Navigation>
          <SiteNav />
        </Navigation>
        <ThemeToggle />
      </Inner>
    </Bar>
  );
}
