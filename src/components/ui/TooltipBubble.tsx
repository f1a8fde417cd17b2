import { type RefObject, useMemo } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipEvent } from '../../../machines/tooltipMachine';
import { styled, systemColors } from '../../../tokens/stitches.config';

const BubbleBox = styled(AriaTooltip, {
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

export interface TooltipBubbleProps {
  text: string;
  size: 'regular' | 'large';
  /** The element around the trigger; the bubble is placed above its first child. */
  triggerArea: RefObject<HTMLElement | null>;
  /** The tooltip machine's `send`: the bubble reports the mouse entering and leaving it. */
  send: (event: TooltipEvent) => void;
}

/** The shown tooltip, placed above its trigger by react-aria. */
export function TooltipBubble({ text, size, triggerArea, send }: TooltipBubbleProps) {
  const triggerRef = useMemo(
    () => ({
      get current() {
        return triggerArea.current?.firstElementChild ?? null;
      },
    }),
    [triggerArea],
  );
  const shownState = useMemo(() => bubbleState(send), [send]);

  // The bubble joins its trigger's landmark, so every piece of the page sits in one.
  const landmark = () => triggerArea.current?.closest<HTMLElement>('header, main, footer') ?? document.body;

  return (
    <PortalProvider getContainer={landmark}>
      <TooltipTriggerStateContext.Provider value={shownState}>
        <BubbleBox triggerRef={triggerRef} isOpen placement="top" offset={10} size={size}>
          <OverlayArrow>
            <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
          <span>{text}</span>
        </BubbleBox>
      </TooltipTriggerStateContext.Provider>
    </PortalProvider>
  );
}
