import { act, fireEvent, screen } from '@testing-library/react';
import { tooltipDelays, tooltipMachine } from '../../../machines/tooltipMachine';
import { socialLinks } from '../../../src/content/site';
import { advance } from '../../support/clock';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { renderRoute } from '../../support/renderRoute';

const paths = createMachineTestModel(tooltipMachine).getShortestPaths();
const github = socialLinks[0];

describe('tooltip machine, driven through the footer icon link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has paths that take every transition of the machine', () => {
    expect(paths).toHaveLength(5);
    expect(transitionsTaken(paths)).toEqual(machineTransitions(tooltipMachine));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { user } = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
    const trigger = screen.getByRole('link', { name: github.label });
    const expectTooltip = () => expect(screen.getByRole('tooltip')).toHaveTextContent(github.name);
    const expectNoTooltip = () => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await path.test({
      events: {
        'tooltip.show': async () => {
          // A real mouse moves across the page before it rests on the trigger.
          await user.hover(document.body);
          await user.hover(trigger);
          await advance(tooltipDelays.hoverEnter);
        },
        'tooltip.hide': () => user.keyboard('{Escape}'),
        'touch.start': () => act(() => fireEvent.pointerDown(trigger, { pointerType: 'touch' })),
        'touch.end': () => act(() => fireEvent.pointerUp(trigger, { pointerType: 'touch' })),
        'xstate.after.touchEnterDelay.tooltip.touchPressing': () => advance(tooltipDelays.touchEnter),
        'xstate.after.touchLeaveDelay.tooltip.touchLingering': () => advance(tooltipDelays.touchLeave),
      },
      states: {
        hidden: expectNoTooltip,
        touchPressing: expectNoTooltip,
        shown: expectTooltip,
        touchShown: expectTooltip,
        touchLingering: expectTooltip,
      },
    });
    // The tooltip only repeats the link's own label.
    expect(trigger).toHaveAccessibleName(github.label);
  });
});
