import { fromCallback, setup } from 'xstate';

/**
 * Whether a tooltip is shown, and why. The trigger reports what the visitor does; the machine
 * decides: a resting mouse shows it after 100 ms, keyboard focus at once, a 700 ms touch press
 * shows it until 1.5 s after the finger lifts, and Escape or a press hides it. A shown tooltip is
 * hoverable (WCAG 1.4.13): the pointer may move from the trigger onto the bubble and back.
 */
export type TooltipEvent =
  /** The mouse entered the trigger, or the shown bubble. */
  | { type: 'hover.start' }
  /** The mouse left the trigger, or the bubble. */
  | { type: 'hover.end' }
  | { type: 'focus.keyboard' }
  | { type: 'focus.lost' }
  | { type: 'touch.start' }
  | { type: 'touch.end' }
  | { type: 'dismiss' };

export const tooltipDelays = {
  hoverEnter: 100,
  /** Time for the pointer to cross the gap between the trigger and its bubble. */
  hoverLeave: 300,
  touchEnter: 700,
  touchLeave: 1500,
} as const;

export const tooltipMachine = setup({
  types: {
    events: {} as TooltipEvent,
  },
  delays: {
    hoverEnterDelay: tooltipDelays.hoverEnter,
    hoverLeaveDelay: tooltipDelays.hoverLeave,
    touchEnterDelay: tooltipDelays.touchEnter,
    touchLeaveDelay: tooltipDelays.touchLeave,
  },
  actors: {
    /** While the tooltip shows, Escape anywhere on the page hides it. */
    escapeKey: fromCallback<TooltipEvent>(({ sendBack }) => {
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') sendBack({ type: 'dismiss' });
      };
      document.addEventListener('keydown', onKeyDown, true);
      return () => document.removeEventListener('keydown', onKeyDown, true);
    }),
  },
}).createMachine({
  id: 'tooltip',
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'hover.start': 'hoverPending',
        'focus.keyboard': 'focusShown',
        'touch.start': 'touchPressing',
      },
    },
    hoverPending: {
      after: { hoverEnterDelay: 'hoverShown' },
      on: {
        'hover.end': 'hidden',
        'focus.keyboard': 'focusShown',
        dismiss: 'hidden',
      },
    },
    hoverShown: {
      tags: 'visible',
      invoke: { src: 'escapeKey' },
      on: {
        'hover.end': 'hoverLeaving',
        'focus.keyboard': 'focusShown',
        dismiss: 'hidden',
      },
    },
    /** The pointer left the trigger or the bubble: it may be on its way to the other one. */
    hoverLeaving: {
      tags: 'visible',
      invoke: { src: 'escapeKey' },
      after: { hoverLeaveDelay: 'hidden' },
      on: {
        'hover.start': 'hoverShown',
        'focus.keyboard': 'focusShown',
        dismiss: 'hidden',
      },
    },
    focusShown: {
      tags: 'visible',
      invoke: { src: 'escapeKey' },
      on: {
        'focus.lost': 'hidden',
        dismiss: 'hidden',
      },
    },
    touchPressing: {
      tags: 'touch',
      after: { touchEnterDelay: 'touchShown' },
      on: {
        'touch.end': 'hidden',
      },
    },
    touchShown: {
      tags: ['visible', 'touch'],
      on: {
        'touch.end': 'touchLingering',
      },
    },
    touchLingering: {
      tags: ['visible', 'touch'],
      invoke: { src: 'escapeKey' },
      after: { touchLeaveDelay: 'hidden' },
      on: {
        // A new touch is a new press: a quick tap acts on the trigger, a long one shows the tooltip again.
        'touch.start': 'touchPressing',
        dismiss: 'hidden',
      },
    },
  },
});
