import {
  cardFadeInStepSeconds,
  cardTitleLines,
  fadeIn,
  riseIn,
  styled,
  systemColors,
} from '../../tokens/stitches.config';
import { Link } from 'react-router-dom';
import type { Project } from '../content/model';
import { useContent } from '../hooks/useContent';
import { imageUses } from '../images/imageBoxes';
import { projectRoute } from '../routes/table';
import { focusRingOnChrome } from '../components/ui/focusRing';
import { Picture } from '../components/ui/Picture';
import { Tooltip } from '../components/ui/Tooltip';
import { openedOverGrid } from './openedOverGrid';
import { useLanguageOf } from '../hooks/useLanguageOf';

/** Card n rises (and its picture fades) this way, n × cardFadeInStepSeconds after the first. */
const entrance = '0.6s ease-out backwards';

// A link to the project's address: over the grid in the app; its own page before the app starts.
const Card = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  // As high as its row (its list item is stretched by the grid), so a row of cards ends evenly.
  height: '100%',
  overflow: 'hidden',
  // Its colour and glow are gone in forced colours: an edge keeps it reading as a card.
  '@forcedColors': { border: `2px solid ${systemColors.buttonEdge}` },
  borderRadius: '$md',
  backgroundColor: '$card',
  color: '$onCard',
  textDecoration: 'none',
  // A long press shows the tooltip, not iOS's link preview.
  WebkitTouchCallout: 'none',
  boxShadow: '$cardGlow',
  animation: `${riseIn} ${entrance}`,
  // The animations run on the compositor, not the main thread, while the page is still loading.
  willChange: 'transform',
  // With reduced motion the cards are simply there: no animation at all, not a very short one.
  '@motion': { animation: 'none' },
  transition: 'box-shadow $quick, transform $quick',
  ...focusRingOnChrome,
  '&:hover': { boxShadow: '$cardGlowStrong', transform: 'translateY(-3px)' },
  '&:active': { transform: 'none' },
});

const Image = styled(Picture, {
  width: '100%',
  height: '$cardImage',
  objectFit: 'cover',
  WebkitTouchCallout: 'none',
  userSelect: 'none',
  animation: `${fadeIn} ${entrance}`,
  willChange: 'opacity',
  '@motion': { animation: 'none' },
});

const Caption = styled('span', { display: 'grid', gap: '$1', padding: '$4' });

// A long title ends in "…" after cardTitleLines lines; the text is all there for screen readers and the tooltip.
const Title = styled('span', {
  fontSize: '$3',
  fontWeight: '$bold',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: cardTitleLines,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

const Meta = styled('span', { fontSize: '$1', opacity: 0.92 });

/** A card the visitor reaches for (focus, pointer) shows in full at once, wherever its fade-in is. */
function endFadeIn(event: { currentTarget: HTMLElement }) {
  for (const animation of event.currentTarget.getAnimations({ subtree: true })) {
    // Its own fade and rise only: the hover lift is a transition, and keeps its timing.
    if (animation instanceof CSSAnimation) animation.finish();
  }
}

/** Cards in the first row on wide screens load their images at once; the rest when scrolled near. */
const eagerCardCount = 3;

export function ProjectCard({ project, index }: { project: Project; index: number }) {
  const { language } = useContent();
  const fadeDelay = `${index * cardFadeInStepSeconds}s`;
  const languageOf = useLanguageOf();
  return (
    <Tooltip text={project.title}>
      <Card
        to={projectRoute.hrefIn(project, language)}
        state={openedOverGrid}
        preventScrollReset
        aria-haspopup="dialog"
        onFocus={endFadeIn}
        onPointerEnter={endFadeIn}
        css={{ animationDelay: fadeDelay }}
        data-project-card={project.id}
      >
        <Image
          src={project.image}
          alt=""
          fills={imageUses.projectCard}
          isPriority={index < eagerCardCount}
          css={{ animationDelay: fadeDelay }}
        />
        <Caption>
          <Title>
            <bdi {...languageOf(`projects.${project.id}.title`)}>{project.title}</bdi>
          </Title>
          <Meta {...languageOf(`projects.${project.id}.duration`)}>{project.duration}</Meta>
        </Caption>
      </Card>
    </Tooltip>
  );
}
