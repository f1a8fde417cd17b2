import { type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, useRef } from 'react';
import { onDemand } from '../../hooks/onDemand';
import { useLazyActor } from '../../hooks/useLazyActor';
import type { TooltipEvent } from '../../../machines/tooltipMachine';
import { styled } from '../../../tokens/stitches.config';

/** Wraps the trigger to hear what the visitor does, without changing layout. */
const TriggerArea = styled('span', { display: 'contents' });

const intents: TooltipEvent['type'][] = ['hover.start', 'focus.keyboard', 'touch.start'];
const isIntent = (event: TooltipEvent) => intents.includes(event.type);
const loadTooltip = onDemand(() => import('./Tooltip.lazy'));
/** A touch that arrived before the machine did has been held that much longer already. */
const replayTouch = (event: TooltipEvent, age: number): TooltipEvent =>
  event.type === 'touch.start' ? { ...event, heldFor: age } : event;

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

/**
 * A tooltip above its trigger. Its behaviour (the tooltip machine) and its bubble load when the
 * page is idle, or at the latest with a visitor's first intent (hover, keyboard focus, a touch).
 */
export function Tooltip({ text, size = 'regular', children }: TooltipProps) {
  const area = useRef<HTMLSpanElement>(null);
  const pointerIsDown = useRef(false);
  const tooltip = useLazyActor(loadTooltip, { isIntent, replay: replayTouch, isOptional: true });
  const isVisible = tooltip.snapshot?.hasTag('visible') ?? false;
  const isTouch = tooltip.snapshot?.hasTag('touch') ?? false;
  const Bubble = tooltip.module?.Bubble;
  const dispatch = (type: TooltipEvent['type']) => tooltip.send({ type });

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
      {isVisible && Bubble && <Bubble text={text} size={size} triggerArea={area} send={tooltip.send} />}
    </>
  );
}
