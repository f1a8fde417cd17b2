import { useActorRef, useSelector } from '@xstate/react';
import type { PointerEvent, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { tooltipDelays, tooltipMachine } from '../../../machines/tooltipMachine';
import { styled } from '../../../tokens/stitches.config';
import { inspectorOptions } from '../../inspector';

const Bubble = styled(AriaTooltip, {
  maxWidth: 'min(90vw, 420px)',
  paddingBlock: '$2',
  paddingInline: '$3',
  borderRadius: '$sm',
  border: '1px solid $tooltipBorder',
  backgroundColor: '$tooltip',
  color: '$onTooltip',
  fontWeight: '$medium',
  lineHeight: '$tight',
  boxShadow: '$raised',
  pointerEvents: 'none',
  '& svg': { display: 'block', fill: '$tooltip' },
  variants: {
    size: {
      regular: { fontSize: '$2' },
      large: { fontSize: '$tooltipLarge' },
    },
  },
});

/** Wraps the trigger so touch presses reach the tooltip machine without changing layout. */
const TouchArea = styled('span', { display: 'contents' });

export interface TooltipProps {
  /** Text of the tooltip. It repeats a label the trigger already has; it is never the only one. */
  text: string;
  size?: 'regular' | 'large';
  /** A react-aria focusable component (Button, Link) that receives the trigger behaviour. */
  children: ReactNode;
}

/**
 * A tooltip above its trigger: hover opens it after 100 ms, keyboard focus at once, Escape closes
 * it; on touch a 700 ms long press opens it and it stays 1.5 s after the finger lifts.
 */
export function Tooltip({ text, size = 'regular', children }: TooltipProps) {
  const tooltip = useActorRef(tooltipMachine, inspectorOptions());
  const isOpen = useSelector(tooltip, (snapshot) => snapshot.hasTag('visible'));
  const isTouchPress = useSelector(tooltip, (snapshot) => snapshot.hasTag('touch'));
  const isTouchTooltipShown = isTouchPress && isOpen;

  const forwardTouch = (type: 'touch.start' | 'touch.end') => (event: PointerEvent) => {
    if (event.pointerType === 'touch') tooltip.send({ type });
  };

  return (
    <TooltipTrigger
      delay={tooltipDelays.hoverEnter}
      closeDelay={0}
      isOpen={isOpen}
      onOpenChange={(open) => tooltip.send({ type: open ? 'tooltip.show' : 'tooltip.hide' })}
    >
      <TouchArea
        // Capture phase: react-aria's press handling stops these events from bubbling.
        onPointerDownCapture={forwardTouch('touch.start')}
        onPointerUpCapture={forwardTouch('touch.end')}
        onPointerCancelCapture={forwardTouch('touch.end')}
        // A long press would otherwise open the browser's context menu over the tooltip.
        onContextMenu={(event) => isTouchPress && event.preventDefault()}
        // react-aria clicks after a long press; a link must not open just because its tooltip was read.
        onClickCapture={(event) => isTouchTooltipShown && event.preventDefault()}
      >
        {children}
      </TouchArea>
      <Bubble placement="top" offset={10} size={size}>
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {text}
      </Bubble>
    </TooltipTrigger>
  );
}
