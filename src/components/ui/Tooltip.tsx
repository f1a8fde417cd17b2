import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useRef,
} from 'react';
import { type TooltipEvent, tooltipMachine } from '../../../machines/tooltipMachine';
import { styled } from '../../../tokens/stitches.config';
import { inspectorOptions } from '../../inspector';
import type { TooltipBubbleProps } from './TooltipBubble';

/** The bubble (react-aria's overlay positioning) stays off the first load: it loads on a visitor's intent. */
const loadBubble = () => import('./TooltipBubble');
/** A bubble whose code cannot load is simply not shown: the trigger's own label says the same. */
const TooltipBubble = lazy(() =>
  loadBubble().then(
    (module) => ({ default: module.TooltipBubble }),
    (): { default: ComponentType<TooltipBubbleProps> } => ({ default: () => null }),
  ),
);
const intents: TooltipEvent['type'][] = ['hover.start', 'focus.keyboard', 'touch.start'];

/** Wraps the trigger to hear what the visitor does, without changing layout. */
const TriggerArea = styled('span', { display: 'contents' });

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface TooltipProps {
  /** Text of the tooltip. It repeats a label the trigger already has; it is never the only one. */
  text: string;
  size?: 'regular' | 'large';
  /** The trigger: one focusable element (a react-aria Button or Link) whose name holds `text`. */
  children: ReactElement;
}

/** A tooltip above its trigger, shown and hidden by the tooltip machine. */
export function Tooltip({ text, size = 'regular', children }: TooltipProps) {
  const area = useRef<HTMLSpanElement>(null);
  const pointerIsDown = useRef(false);
  const tooltip = useActorRef(tooltipMachine, inspectorOptions());
  const isVisible = useSelector(tooltip, (state) => state.hasTag('visible'));
  const isTouch = useSelector(tooltip, (state) => state.hasTag('touch'));
  const dispatch = (type: TooltipEvent['type']) => {
    if (intents.includes(type)) void loadBubble().catch(() => {});
    tooltip.send({ type });
  };

  const onPointer = (touchType: TooltipEvent['type'], otherType?: TooltipEvent['type']) => (event: PointerEvent) => {
    if (event.pointerType === 'touch') dispatch(touchType);
    else if (otherType) dispatch(otherType);
  };

  return (
    <>
      <TriggerArea
        ref={area}
        onPointerEnter={(event) => event.pointerType !== 'touch' && dispatch('hover.start')}
        onPointerLeave={(event) => event.pointerType !== 'touch' && dispatch('hover.end')}
        // Capture phase: react-aria's press handling stops these events from bubbling.
        onPointerDownCapture={(event) => {
          pointerIsDown.current = true;
          onPointer('touch.start', 'dismiss')(event);
        }}
        onPointerUpCapture={(event) => {
          pointerIsDown.current = false;
          onPointer('touch.end')(event);
        }}
        onPointerCancelCapture={(event) => {
          pointerIsDown.current = false;
          onPointer('touch.end')(event);
        }}
        onKeyDownCapture={(event: KeyboardEvent) => (event.key === 'Enter' || event.key === ' ') && dispatch('dismiss')}
        onFocus={(event: FocusEvent) =>
          !pointerIsDown.current && isKeyboardFocus(event.target) && dispatch('focus.keyboard')
        }
        onBlur={() => dispatch('focus.lost')}
        // A long press would otherwise open the browser's context menu over the tooltip…
        onContextMenu={(event) => isTouch && event.preventDefault()}
        // …and the click that may follow must neither open a link nor press a card: the visitor was reading.
        onClickCapture={(event) => {
          if (!isTouch || !isVisible) return;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {/* Not described by the bubble: its text is already in the trigger's name, and would be heard twice. */}
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
