import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTriggerStateContext } from 'react-aria-components';
import { type TooltipEvent, tooltipMachine } from '../../../machines/tooltipMachine';
import { styled, systemColors } from '../../../tokens/stitches.config';
import { inspectorOptions } from '../../inspector';

const Bubble = styled(AriaTooltip, {
  maxWidth: 'min(90vw, 420px)',
  paddingBlock: '$2',
  paddingInline: '$3',
  border: '1px solid $tooltipBorder',
  borderRadius: '$sm',
  backgroundColor: '$tooltip',
  color: '$onTooltip',
  fontWeight: '$medium',
  lineHeight: '$tight',
  boxShadow: '$raised',
  '& svg': { display: 'block', fill: '$tooltip' },
  '@forcedColors': { borderColor: systemColors.edge, '& svg': { fill: systemColors.edge } },
  variants: {
    size: {
      regular: { fontSize: '$2' },
      large: { fontSize: '$tooltipLarge' },
    },
  },
});

/**
 * react-aria's bubble needs a trigger state; the machine is the real one. The bubble opens and
 * closes it when a mouse (never a finger) enters and leaves it: that is the machine's hover.
 */
const bubbleState = (send: (event: TooltipEvent) => void) => ({
  isOpen: true,
  shouldSkipAnimation: false,
  open: () => send({ type: 'hover.start' }),
  close: () => send({ type: 'hover.end' }),
});

export interface TooltipStatus {
  isVisible: boolean;
  /** A touch press or its lingering tooltip is in progress. */
  isTouch: boolean;
}

export interface TooltipBehaviourProps {
  text: string;
  size: 'regular' | 'large';
  /** The element around the trigger; the bubble is placed above its first child. */
  triggerArea: RefObject<HTMLElement | null>;
  /** Hands the machine's `send` to the trigger, which replays what happened while this loaded. */
  connect: (send: (event: TooltipEvent) => void) => void;
  onStatus: (status: TooltipStatus) => void;
}

/** The tooltip machine and its bubble, loaded on the visitor's first intent (see Tooltip). */
export function TooltipBehaviour({ text, size, triggerArea, connect, onStatus }: TooltipBehaviourProps) {
  const tooltip = useActorRef(tooltipMachine, inspectorOptions());
  const isVisible = useSelector(tooltip, (snapshot) => snapshot.hasTag('visible'));
  const isTouch = useSelector(tooltip, (snapshot) => snapshot.hasTag('touch'));
  const triggerRef = useMemo(
    () => ({
      get current() {
        return triggerArea.current?.firstElementChild ?? null;
      },
    }),
    [triggerArea],
  );

  const shownState = useMemo(() => bubbleState(tooltip.send), [tooltip]);

  useEffect(() => connect(tooltip.send), [connect, tooltip]);
  useEffect(() => onStatus({ isVisible, isTouch }), [onStatus, isVisible, isTouch]);

  // The bubble joins its trigger's landmark, so every piece of the page sits in one.
  const landmark = () => triggerArea.current?.closest<HTMLElement>('header, main, footer') ?? document.body;

  if (!isVisible) return null;
  return (
    <PortalProvider getContainer={landmark}>
      <TooltipTriggerStateContext.Provider value={shownState}>
        <Bubble triggerRef={triggerRef} isOpen placement="top" offset={10} size={size}>
          <OverlayArrow>
            <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
          <span>{text}</span>
        </Bubble>
      </TooltipTriggerStateContext.Provider>
    </PortalProvider>
  );
}
