import { styled } from '../../tokens/stitches.config';
import { owner } from '../content/site';
import { Container } from './ui/Container';
import { SiteNav } from './SiteNav';

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

const Brand = styled('p', {
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
        <SiteNav />
      </Inner>
    </Bar>
  );
}
