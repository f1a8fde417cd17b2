import { createActor } from 'xstate';
import { tooltipDelays, tooltipMachine } from '../../machines/tooltipMachine';

const start = () => createActor(tooltipMachine).start();
const isVisible = (actor: ReturnType<typeof start>) => actor.getSnapshot().hasTag('visible');

describe('tooltipMachine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the library defaults for its delays', () => {
    expect(tooltipDelays).toEqual({ hoverEnter: 100, touchEnter: 700, touchLeave: 1500 });
  });

  it('follows react-aria for hover and focus', () => {
    const tooltip = start();
    tooltip.send({ type: 'tooltip.show' });
    expect(isVisible(tooltip)).toBe(true);
    expect(tooltip.getSnapshot().hasTag('touch')).toBe(false);
    tooltip.send({ type: 'tooltip.hide' });
    expect(isVisible(tooltip)).toBe(false);
  });

  it('opens after a 700 ms long press, not before', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(699);
    expect(isVisible(tooltip)).toBe(false);
    expect(tooltip.getSnapshot().hasTag('touch')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isVisible(tooltip)).toBe(true);
  });

  it('does not open for a short tap', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(300);
    tooltip.send({ type: 'touch.end' });
    jest.advanceTimersByTime(1000);
    expect(tooltip.getSnapshot().value).toBe('hidden');
  });

  it('stays 1500 ms after the finger lifts, then closes', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(700);
    tooltip.send({ type: 'touch.end' });
    jest.advanceTimersByTime(1499);
    expect(isVisible(tooltip)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isVisible(tooltip)).toBe(false);
  });

  it('treats a new touch during the linger as a new press', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(700);
    tooltip.send({ type: 'touch.end' });
    jest.advanceTimersByTime(1000);
    tooltip.send({ type: 'touch.start' });
    expect(tooltip.getSnapshot().value).toBe('touchPressing');
    tooltip.send({ type: 'touch.end' });
    expect(tooltip.getSnapshot().value).toBe('hidden');
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(700);
    expect(tooltip.getSnapshot().value).toBe('touchShown');
  });

  it('closes at once on Escape during the linger', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(700);
    tooltip.send({ type: 'touch.end' });
    tooltip.send({ type: 'tooltip.hide' });
    expect(tooltip.getSnapshot().value).toBe('hidden');
  });

  it('is not closed by the press that react-aria reports while a finger is down', () => {
    const tooltip = start();
    tooltip.send({ type: 'touch.start' });
    jest.advanceTimersByTime(700);
    tooltip.send({ type: 'tooltip.hide' });
    expect(tooltip.getSnapshot().value).toBe('touchShown');
  });
});
