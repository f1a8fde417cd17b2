import { type RefObject, useMemo } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTriggerStateContext } from 'react-aria-components/Tooltip';
import type { TooltipEvent } from '../../../machines/tooltipMachine';
import { styled, systemColors } from '../../../tokens/stitches.config';
import { PageLocale } from './PageLocale';

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
  variants: { size: { regular: { fontSize: '$2' }, large: { fontSize: '$tooltipLarge' } } },
});

export interface TooltipBubbleProps {
  text: string;
  size: 'regular' | 'large';
  /** The bubble is placed above this element's first child. */
  triggerArea: RefObject<HTMLElement | null>;
  send: (event: TooltipEvent) => void;
}

export function TooltipBubble({ text, size, triggerArea, send }: TooltipBubbleProps) {
  const triggerRef = useMemo(
    () => ({
      get current() {
        return triggerArea.current?.firstElementChild ?? null;
      },
    }),
    [triggerArea],
  );
  // react-aria calls open and close when a mouse enters and leaves the bubble: the machine's hover.
  const shownState = useMemo(
    () => ({
      isOpen: true,
      shouldSkipAnimation: false,
      open: () => send({ type: 'hover.start' }),
      close: () => send({ type: 'hover.end' }),
    }),
    [send],
  );

  // Rendered inside the trigger's landmark, so all content sits in one.
  const landmark = () => triggerArea.current?.closest<HTMLElement>('header, main, footer') ?? document.body;

  return (
    <PageLocale>
      <PortalProvider getContainer={landmark}>
        <TooltipTriggerStateContext.Provider value={shownState}>
          <BubbleBox triggerRef={triggerRef} isOpen placement="top" offset={10} size={size}>
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
            <bdi>{text}</bdi>
          </BubbleBox>
        </TooltipTriggerStateContext.Provider>
      </PortalProvider>
    </PageLocale>
  );
}
