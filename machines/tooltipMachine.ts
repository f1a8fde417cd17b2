import { setup } from 'xstate';

/**
 * Whether a tooltip is shown. Hover and keyboard focus are decided by react-aria's TooltipTrigger,
 * which reports them as `tooltip.show` / `tooltip.hide`; react-aria ignores touch, so touch is
 * handled here: a long press opens the tooltip and it lingers after the finger lifts.
 */
export type TooltipEvent =
  | { type: 'tooltip.show' }
  | { type: 'tooltip.hide' }
  | { type: 'touch.start' }
  | { type: 'touch.end' };

export const tooltipDelays = {
  /** Hover must rest this long before the tooltip opens (keyboard focus opens it at once). */
  hoverEnter: 100,
  touchEnter: 700,
  touchLeave: 1500,
} as const;

export const tooltipMachine = setup({
  types: {
    events: {} as TooltipEvent,
  },
  delays: {
    touchEnterDelay: tooltipDelays.touchEnter,
    touchLeaveDelay: tooltipDelays.touchLeave,
  },
}).createMachine({
  id: 'tooltip',
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'tooltip.show': 'shown',
        'touch.start': 'touchPressing',
      },
    },
    shown: {
      tags: 'visible',
      on: {
        'tooltip.hide': 'hidden',
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
      after: { touchLeaveDelay: 'hidden' },
      on: {
        // A new touch is a new press: a quick tap acts on the trigger, a long one shows the tooltip again.
        'touch.start': 'touchPressing',
        'tooltip.hide': 'hidden',
      },
    },
  },
});
