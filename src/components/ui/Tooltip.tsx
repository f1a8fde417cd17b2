import { useSelector } from '@xstate/react';
import { type ComponentType, type PointerEvent, type ReactElement, Suspense, useEffect, useRef } from 'react';
import type { TooltipEvent } from '../../../machines/tooltipMachine';
import { styled } from '../../../tokens/stitches.config';
import { lazyWithPreload } from '../../hooks/lazyWithPreload';
import { whenIdle } from '../../hooks/appStart';
import { useDeferredActor } from '../../hooks/useDeferredActor';
import type { TooltipBubbleProps } from './TooltipBubble';

// react-aria's overlay code loads when idle or when a tooltip may show, not in the middle of a hover's
// lift. If it fails to load there is no bubble; the trigger's own name says the same.
const { Component: TooltipBubble, preload: loadBubble } = lazyWithPreload(() =>
  import('./TooltipBubble').then(
    (module) => module.TooltipBubble,
    (): ComponentType<TooltipBubbleProps> => () => null,
  ),
);
const preloadOn: TooltipEvent['type'][] = ['hover.start', 'focus.keyboard', 'touch.start'];

const TriggerArea = styled('span', { display: 'contents' });

const byTouch = (event: PointerEvent) => event.pointerType === 'touch';

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface TooltipProps {
  /** Repeats the trigger's name; a tooltip is never the only label. */
  text: string;
  size?: 'regular' | 'large';
  /** One focusable element, such as a react-aria Button or Link. */
  children: ReactElement;
}

export function Tooltip({ text, size = 'regular', children }: TooltipProps) {
  const area = useRef<HTMLSpanElement>(null);
  const pointerIsDown = useRef(false);
  const tooltip = useDeferredActor((machines) => machines.tooltipMachine);
  useEffect(() => whenIdle(() => void loadBubble()), []);
  const isVisible = useSelector(tooltip.actor, (state) => state?.hasTag('visible') ?? false);
  const isTouch = useSelector(tooltip.actor, (state) => state?.hasTag('touch') ?? false);
  const dispatch = (type: TooltipEvent['type']) => {
    if (preloadOn.includes(type)) void loadBubble();
    tooltip.send({ type });
  };

  const onPointerRelease = (event: PointerEvent) => {
    pointerIsDown.current = false;
    if (byTouch(event)) dispatch('touch.end');
  };

  return (
    <>
      <TriggerArea
        ref={area}
        onPointerEnter={(event) => !byTouch(event) && dispatch('hover.start')}
        onPointerLeave={(event) => !byTouch(event) && dispatch('hover.end')}
        // Capture phase: react-aria's press handling stops these events from bubbling.
        onPointerDownCapture={(event) => {
          pointerIsDown.current = true;
          dispatch(byTouch(event) ? 'touch.start' : 'dismiss');
        }}
        onPointerUpCapture={onPointerRelease}
        onPointerCancelCapture={onPointerRelease}
        onKeyDownCapture={(event) => (event.key === 'Enter' || event.key === ' ') && dispatch('dismiss')}
        onFocus={(event) => !pointerIsDown.current && isKeyboardFocus(event.target) && dispatch('focus.keyboard')}
        onBlur={() => dispatch('focus.lost')}
        // A long press would otherwise open the browser's context menu over the tooltip,
        onContextMenu={(event) => isTouch && event.preventDefault()}
        // and the click after it must not follow the link: the visitor was reading.
        onClickCapture={(event) => {
          if (!isTouch || !isVisible) return;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {/* No aria-describedby: the text is already in the trigger's name and would be read twice. */}
        {children}
      </TriggerArea>
      {isVisible && (
        <Suspense fallback={null}>
          <TooltipBubble text={text} size={size} triggerArea={area} send={tooltip.send} />
        </Suspense>
      )}
    </>
  );
}
