import { memo } from 'react';
import { styled } from '../../tokens/stitches.config';
import { useContent } from '../hooks/useContent';
import { copyrightFor, isMailAddress, newTabText } from '../content/model';
import { useCurrentYear } from '../hooks/useCurrentYear';
import { SocialIcon } from './SocialIcon';
import { Container } from './ui/Container';
import { ExternalChromeLink } from './ui/Link';
import { Tooltip } from './ui/Tooltip';
import { VisuallyHidden } from './ui/VisuallyHidden';
import { useLanguageOf } from '../hooks/useLanguageOf';
import { Words } from './ui/Words';

const Bar = styled('footer', { marginTop: '$9', backgroundColor: '$chrome', color: '$onChrome' });

const Inner = styled(Container, {
  display: 'grid',
  justifyItems: 'center',
  gap: '$4',
  paddingBlock: '$7',
  textAlign: 'center',
});

const Follow = styled('p', { fontSize: '$3', fontWeight: '$bold' });

const Links = styled('ul', { display: 'flex', gap: '$6', padding: 0, listStyle: 'none' });

const IconLink = styled(ExternalChromeLink, {
  display: 'block',
  borderRadius: '$md',
  transition: 'transform $quick',
  '&:hover': { transform: 'translateY(-2px)' },
});

const Copyright = styled('p', { fontSize: '$1', color: '$onChromeMuted' });

export const SiteFooter = memo(function SiteFooter() {
  const { footer, layout, socialLinks } = useContent();
  const languageOf = useLanguageOf();
  const year = useCurrentYear();
  return (
    <Bar>
      <Inner>
        <Follow {...languageOf('footer.followText')}>{footer.followText}</Follow>
        <Links>
          {socialLinks.map((link, index) => {
            // A profile opens in a new tab; an address (mailto:) opens the visitor's mail program.
            const isProfile = !isMailAddress(link.href);
            return (
              <li key={link.href}>
                <Tooltip text={link.name} size="large">
                  {/* Named by the network's name, in words the icon stands for, and the new-tab note.
                      `me`: the owner's own profile, as Mastodon and IndieWeb sites verify it. */}
                  <IconLink
                    href={link.href}
                    {...(isProfile ? { target: '_blank', rel: 'me noopener noreferrer' } : { rel: 'me' })}
                  >
                    <SocialIcon icon={link.icon} />
                    <VisuallyHidden>
                      <Words path={`socialLinks.${index}.name`}>{link.name}</Words>
                      {isProfile && <Words path="layout.newTabNote">{newTabText(layout.newTabNote)}</Words>}
                    </VisuallyHidden>
                  </IconLink>
                </Tooltip>
              </li>
            );
          })}
        </Links>
        <Copyright {...languageOf('footer.copyright')}>{copyrightFor(footer.copyright, year)}</Copyright>
      </Inner>
    </Bar>
  );
});
