import { type Actor, type AnyActorRef, createActor } from 'xstate';
import { type TooltipEvent, tooltipDelays, tooltipMachine } from '../../machines/tooltipMachine';

type Tooltip = Actor<typeof tooltipMachine>;
/** The tooltips a test started: each is stopped after it, so none stays shown into the next test. */
const started: Tooltip[] = [];
const start = () => {
  const tooltip = createActor(tooltipMachine).start();
  started.push(tooltip);
  return tooltip;
};
const isVisible = (tooltip: Tooltip) => tooltip.getSnapshot().hasTag('visible');
const send = (tooltip: Tooltip, ...types: TooltipEvent['type'][]) => types.forEach((type) => tooltip.send({ type }));
const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('tooltipMachine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    started.splice(0).forEach((tooltip) => tooltip.stop());
    jest.useRealTimers();
  });

  it('uses the library defaults for its delays, and a short grace for reaching the bubble', () => {
    expect(tooltipDelays).toEqual({ hoverEnter: 100, hoverLeave: 300, touchEnter: 700, touchLeave: 1500 });
  });

  describe('hover', () => {
    it('shows after the pointer rests 100 ms, and hides 300 ms after it leaves', () => {
      const tooltip = start();
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(99);
      expect(isVisible(tooltip)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(tooltip.getSnapshot().value).toBe('hoverShown');
      send(tooltip, 'hover.end');
      jest.advanceTimersByTime(299);
      expect(isVisible(tooltip)).toBe(true);
      jest.advanceTimersByTime(1);
      expect(isVisible(tooltip)).toBe(false);
    });

    it('stays while the pointer moves from the trigger onto the bubble, and back', () => {
      const tooltip = start();
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(100);
      // Trigger → bubble: the trigger reports the pointer gone, the bubble reports it arrived.
      send(tooltip, 'hover.end');
      jest.advanceTimersByTime(50);
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(5000);
      expect(tooltip.getSnapshot().value).toBe('hoverShown');
      send(tooltip, 'hover.end', 'hover.start');
      jest.advanceTimersByTime(5000);
      expect(tooltip.getSnapshot().value).toBe('hoverShown');
    });

    it('does not show for a pointer passing through', () => {
      const tooltip = start();
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(50);
      send(tooltip, 'hover.end');
      jest.advanceTimersByTime(500);
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('hides on a press, before or after it shows', () => {
      const tooltip = start();
      send(tooltip, 'hover.start', 'dismiss');
      jest.advanceTimersByTime(200);
      expect(tooltip.getSnapshot().value).toBe('hidden');
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(100);
      send(tooltip, 'dismiss');
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });
  });

  describe('keyboard focus', () => {
    it('shows at once and hides on blur', () => {
      const tooltip = start();
      send(tooltip, 'focus.keyboard');
      expect(tooltip.getSnapshot().value).toBe('focusShown');
      send(tooltip, 'focus.lost');
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('takes over from a pending or shown hover, and outlasts the pointer leaving', () => {
      const pending = start();
      send(pending, 'hover.start', 'focus.keyboard');
      expect(pending.getSnapshot().value).toBe('focusShown');
      const hovered = start();
      send(hovered, 'hover.start');
      jest.advanceTimersByTime(100);
      send(hovered, 'focus.keyboard', 'hover.end');
      expect(hovered.getSnapshot().value).toBe('focusShown');
    });
  });

  describe('Escape', () => {
    it('hides a tooltip the pointer is leaving', () => {
      const tooltip = start();
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(100);
      send(tooltip, 'hover.end');
      pressEscape();
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it.each([
      ['hover', ['hover.start'], 100],
      ['focus', ['focus.keyboard'], 0],
      ['touch', ['touch.start', 'touch.end'], 0],
    ] as const)('hides a tooltip shown by %s', (_, events, wait) => {
      const tooltip = start();
      if (events[0] === 'touch.start') {
        send(tooltip, 'touch.start');
        jest.advanceTimersByTime(700);
        send(tooltip, 'touch.end');
      } else {
        send(tooltip, ...events);
        jest.advanceTimersByTime(wait);
      }
      expect(isVisible(tooltip)).toBe(true);
      pressEscape();
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('is the only key that hides it', () => {
      const tooltip = start();
      send(tooltip, 'focus.keyboard');
      for (const key of ['Enter', ' ', 'Tab', 'a', 'Esc']) {
        document.dispatchEvent(new KeyboardEvent('keydown', { key }));
      }
      expect(tooltip.getSnapshot().value).toBe('focusShown');
      pressEscape();
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('is not listened for while hidden', () => {
      const listen = jest.spyOn(document, 'addEventListener');
      const tooltip = start();
      pressEscape();
      expect(listen).not.toHaveBeenCalledWith('keydown', expect.any(Function), true);
      send(tooltip, 'focus.keyboard');
      expect(listen).toHaveBeenCalledWith('keydown', expect.any(Function), true);
      const stop = jest.spyOn(document, 'removeEventListener');
      send(tooltip, 'focus.lost');
      expect(stop).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    });
  });

  describe('touch', () => {
    it('opens after a 700 ms long press, not before', () => {
      const tooltip = start();
      send(tooltip, 'touch.start');
      jest.advanceTimersByTime(699);
      expect(isVisible(tooltip)).toBe(false);
      expect(tooltip.getSnapshot().hasTag('touch')).toBe(true);
      jest.advanceTimersByTime(1);
      expect(isVisible(tooltip)).toBe(true);
    });

    it('does not open for a short tap', () => {
      const tooltip = start();
      send(tooltip, 'touch.start');
      jest.advanceTimersByTime(300);
      send(tooltip, 'touch.end');
      jest.advanceTimersByTime(1000);
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('stays 1500 ms after the finger lifts, then closes', () => {
      const tooltip = start();
      send(tooltip, 'touch.start');
      jest.advanceTimersByTime(700);
      send(tooltip, 'touch.end');
      jest.advanceTimersByTime(1499);
      expect(isVisible(tooltip)).toBe(true);
      jest.advanceTimersByTime(1);
      expect(isVisible(tooltip)).toBe(false);
    });

    it('treats a new touch during the linger as a new press', () => {
      const tooltip = start();
      send(tooltip, 'touch.start');
      jest.advanceTimersByTime(700);
      send(tooltip, 'touch.end');
      jest.advanceTimersByTime(1000);
      send(tooltip, 'touch.start');
      expect(tooltip.getSnapshot().value).toBe('touchPressing');
      send(tooltip, 'touch.end');
      expect(tooltip.getSnapshot().value).toBe('hidden');
    });

    it('keeps the touch tag from the press until the tooltip has gone', () => {
      const tooltip = start();
      const tags = () => [...tooltip.getSnapshot().tags].sort();
      send(tooltip, 'touch.start');
      expect(tags()).toEqual(['touch']);
      jest.advanceTimersByTime(700);
      expect(tooltip.getSnapshot().value).toBe('touchShown');
      expect(tags()).toEqual(['touch', 'visible']);
      send(tooltip, 'touch.end');
      expect(tooltip.getSnapshot().value).toBe('touchLingering');
      expect(tags()).toEqual(['touch', 'visible']);
      jest.advanceTimersByTime(1500);
      expect(tooltip.getSnapshot().value).toBe('hidden');
      expect(tags()).toEqual([]);
    });

    it('is not closed by the press react-aria reports while a finger is down', () => {
      const tooltip = start();
      send(tooltip, 'touch.start');
      jest.advanceTimersByTime(700);
      send(tooltip, 'dismiss');
      expect(tooltip.getSnapshot().value).toBe('touchShown');
    });
  });

  describe('several tooltips', () => {
    const hoverUntilShown = (tooltip: Tooltip) => {
      send(tooltip, 'hover.start');
      jest.advanceTimersByTime(tooltipDelays.hoverEnter);
      expect(isVisible(tooltip)).toBe(true);
    };

    it('shows one at a time: moving onto the next trigger hides the last one as the next shows', () => {
      const first = start();
      const second = start();
      hoverUntilShown(first);
      send(first, 'hover.end');
      send(second, 'hover.start');
      expect(first.getSnapshot().value).toBe('hoverLeaving');
      // While one shows, the next needs no warm-up: it takes its place at once.
      jest.advanceTimersByTime(0);
      expect(second.getSnapshot().value).toBe('hoverShown');
      expect(first.getSnapshot().value).toBe('hidden');
    });

    it('hides a shown one for a tooltip shown by keyboard focus or a long touch', () => {
      const hovered = start();
      const focused = start();
      const touched = start();
      hoverUntilShown(hovered);
      send(focused, 'focus.keyboard');
      expect(hovered.getSnapshot().value).toBe('hidden');
      send(touched, 'touch.start');
      jest.advanceTimersByTime(tooltipDelays.touchEnter);
      expect(touched.getSnapshot().value).toBe('touchShown');
      expect(focused.getSnapshot().value).toBe('hidden');
      send(touched, 'touch.end');
      send(hovered, 'hover.start');
      jest.advanceTimersByTime(0);
      expect(hovered.getSnapshot().value).toBe('hoverShown');
      expect(touched.getSnapshot().value).toBe('hidden');
    });

    it('waits the full delay again once none shows, and a pointer passing through hides none', () => {
      const first = start();
      const second = start();
      hoverUntilShown(first);
      send(first, 'hover.end');
      jest.advanceTimersByTime(tooltipDelays.hoverLeave);
      expect(isVisible(first)).toBe(false);
      send(second, 'hover.start');
      jest.advanceTimersByTime(tooltipDelays.hoverEnter - 1);
      expect(isVisible(second)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(isVisible(second)).toBe(true);
      send(first, 'hover.start', 'hover.end');
      jest.advanceTimersByTime(tooltipDelays.hoverEnter);
      expect(second.getSnapshot().value).toBe('hoverShown');
    });
  });

  it('names its delayed events as the path tests drive them', () => {
    const received: string[] = [];
    let root: AnyActorRef | undefined;
    const tooltip = createActor(tooltipMachine, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.actorRef === root) received.push(inspection.event.type);
      },
    });
    root = tooltip;
    tooltip.start();
    send(tooltip, 'hover.start');
    jest.advanceTimersByTime(tooltipDelays.hoverEnter);
    send(tooltip, 'hover.end');
    jest.advanceTimersByTime(tooltipDelays.hoverLeave);
    send(tooltip, 'touch.start');
    jest.advanceTimersByTime(tooltipDelays.touchEnter);
    send(tooltip, 'touch.end');
    jest.advanceTimersByTime(tooltipDelays.touchLeave);
    expect(received.filter((type) => type.startsWith('xstate.after.'))).toEqual([
      'xstate.after.hoverEnterDelay.tooltip.hoverPending',
      'xstate.after.hoverLeaveDelay.tooltip.hoverLeaving',
      'xstate.after.touchEnterDelay.tooltip.touchPressing',
      'xstate.after.touchLeaveDelay.tooltip.touchLingering',
    ]);
    expect(tooltip.getSnapshot().value).toBe('hidden');
  });
});
