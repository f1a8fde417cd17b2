import { createActor } from 'xstate';
import { tooltipDelays, tooltipMachine } from '../../machines/tooltipMachine';

/** The tooltip's code loads on the first touch, so the machine may hear of a press late. */
describe('tooltipMachine, told of a touch late', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the long press from the touch itself', () => {
    const tooltip = createActor(tooltipMachine).start();
    tooltip.send({ type: 'touch.start', heldFor: 400 });
    jest.advanceTimersByTime(tooltipDelays.touchEnter - 400 - 1);
    expect(tooltip.getSnapshot().value).toBe('touchPressing');
    jest.advanceTimersByTime(1);
    expect(tooltip.getSnapshot().value).toBe('touchShown');
  });

  it('shows at once when the finger has already been down long enough', () => {
    const tooltip = createActor(tooltipMachine).start();
    tooltip.send({ type: 'touch.start', heldFor: 2000 });
    jest.advanceTimersByTime(0);
    expect(tooltip.getSnapshot().value).toBe('touchShown');
  });
});
