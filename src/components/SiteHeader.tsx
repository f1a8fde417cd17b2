import { memo } from 'react';
import { styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { Words } from './ui/Words';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Container } from './ui/Container';
import { SiteNav } from './SiteNav';
import { ThemeToggle } from './ThemeToggle';

const Bar = styled('header', { backgroundColor: '$chrome', color: '$onChrome' });

const Inner = styled(Container, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '$6',
  paddingBlock: '$3',
});

// No CSS `order`: the Tab order is the DOM order, so the DOM follows what the eye reads.
// The pages, then the languages (a site with more than one), wrapping as one row on a narrow screen.
const Navigation = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$4',
  flexBasis: '100%',
  '@sm': { flexBasis: 'auto' },
});

const Brand = styled('p', {
  flex: 1,
  fontSize: '$3',
  fontWeight: '$bold',
  letterSpacing: '0.02em',
  paddingBlock: '$2',
});

export const SiteHeader = memo(function SiteHeader() {
  const { owner } = useContent();
  return (
    <Bar>
      <Inner>
        <Brand>
          <Words path="owner.name">{owner.name}</Words>
        </Brand>
        <ThemeToggle />
        <Navigation>
          <SiteNav />
          <LanguageSwitcher />
        </Navigation>
      </Inner>
    </Bar>
  );
});
