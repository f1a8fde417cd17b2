import { fromCallback, setup } from 'xstate';

// Hover events come from the trigger and from the shown bubble, which must stay hoverable (WCAG 1.4.13).
export type TooltipEvent =
  | { type: 'hover.start' }
  | { type: 'hover.end' }
  | { type: 'focus.keyboard' }
  | { type: 'focus.lost' }
  | { type: 'touch.start' }
  | { type: 'touch.end' }
  | { type: 'dismiss' };

export const tooltipDelays = {
  hoverEnter: 100,
  // Time for the pointer to cross the gap between the trigger and its bubble.
  hoverLeave: 300,
  touchEnter: 700,
  touchLeave: 1500,
} as const;

// One tooltip shows at a time, as react-aria's do. The shown ones keep no list: a tooltip that shows
// says so on the document, and any other shown one hides; asked on the document, a shown one answers.
const tooltipShown = 'tooltip-shown';
const anyTooltipShown = 'tooltip-any-shown';

/** Whether some tooltip of the page shows now. */
function isAnyTooltipShown(): boolean {
  const question = new CustomEvent(anyTooltipShown, { detail: { isShown: false } });
  document.dispatchEvent(question);
  return question.detail.isShown;
}

// In every hover state, keyboard focus takes over and a dismiss (Escape, a press, another tooltip) hides it.
const hoverInterrupts = { 'focus.keyboard': 'focusShown', dismiss: 'hidden' } as const;

/**
 * Whether a tooltip shows, and why: mouse (hoverable), keyboard focus or a long touch; Escape hides
 * it. One shows at a time: the next to show hides the last.
 */
export const tooltipMachine = setup({
  types: { events: {} as TooltipEvent },
  delays: {
    // While another tooltip shows, the next one takes its place at once.
    hoverEnterDelay: () => (isAnyTooltipShown() ? 0 : tooltipDelays.hoverEnter),
    hoverLeaveDelay: tooltipDelays.hoverLeave,
    touchEnterDelay: tooltipDelays.touchEnter,
    touchLeaveDelay: tooltipDelays.touchLeave,
  },
  actors: {
    escapeKey: fromCallback<TooltipEvent>(({ sendBack }) => {
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') sendBack({ type: 'dismiss' });
      };
      document.addEventListener('keydown', onKeyDown, true);
      return () => document.removeEventListener('keydown', onKeyDown, true);
    }),
    onlyOneShown: fromCallback<TooltipEvent>(({ sendBack }) => {
      document.dispatchEvent(new Event(tooltipShown));
      const hide = () => sendBack({ type: 'dismiss' });
      const answer = (event: Event) => ((event as CustomEvent<{ isShown: boolean }>).detail.isShown = true);
      document.addEventListener(tooltipShown, hide);
      document.addEventListener(anyTooltipShown, answer);
      return () => {
        document.removeEventListener(tooltipShown, hide);
        document.removeEventListener(anyTooltipShown, answer);
      };
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
      on: { 'hover.end': 'hidden', ...hoverInterrupts },
    },
    hoverShown: {
      tags: 'visible',
      invoke: [{ src: 'escapeKey' }, { src: 'onlyOneShown' }],
      on: { 'hover.end': 'hoverLeaving', ...hoverInterrupts },
    },
    // The pointer may be on its way from the trigger to the bubble, or back.
    hoverLeaving: {
      tags: 'visible',
      invoke: [{ src: 'escapeKey' }, { src: 'onlyOneShown' }],
      after: { hoverLeaveDelay: 'hidden' },
      on: { 'hover.start': 'hoverShown', ...hoverInterrupts },
    },
    focusShown: {
      tags: 'visible',
      invoke: [{ src: 'escapeKey' }, { src: 'onlyOneShown' }],
      on: { 'focus.lost': 'hidden', dismiss: 'hidden' },
    },
    touchPressing: {
      tags: 'touch',
      after: { touchEnterDelay: 'touchShown' },
      on: { 'touch.end': 'hidden' },
    },
    touchShown: {
      tags: ['visible', 'touch'],
      invoke: { src: 'onlyOneShown' },
      on: { 'touch.end': 'touchLingering' },
    },
    touchLingering: {
      tags: ['visible', 'touch'],
      invoke: [{ src: 'escapeKey' }, { src: 'onlyOneShown' }],
      after: { touchLeaveDelay: 'hidden' },
      on: {
        // A quick tap acts on the trigger; a long press shows the tooltip again.
        'touch.start': 'touchPressing',
        dismiss: 'hidden',
      },
    },
  },
});
