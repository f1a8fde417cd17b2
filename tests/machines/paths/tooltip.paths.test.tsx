import { act, fireEvent, screen } from '@testing-library/react';
import { tooltipDelays, tooltipMachine } from '../../../machines/tooltipMachine';
import { socialLinks } from '../../../src/content';
import { advance } from '../../support/clock';
import { tabTo } from '../../support/keyboard';
import { createMachineTestModel, machineTransitions, transitionsTaken } from '../../support/machineTestModel';
import { renderRoute } from '../../support/renderRoute';
import { opensNewTab } from '../../support/siteWords';

const paths = createMachineTestModel(tooltipMachine).getShortestPaths();
const github = socialLinks[0];

describe('tooltip machine, driven through the footer icon link', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('has paths that take every transition of the machine', () => {
    expect(transitionsTaken(paths)).toEqual(machineTransitions(tooltipMachine));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { user } = await renderRoute('/', { advanceTimers: jest.advanceTimersByTime });
    const trigger = screen.getByRole('link', { name: opensNewTab(github.name) });
    /** Where the mouse rests: a shown bubble is hovered as the trigger is (it is hoverable). */
    let hovered: HTMLElement = trigger;
    const expectTooltip = async () => {
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent(github.name);
      // The link's own label stays its name, and the bubble does not describe it (that would repeat it).
      expect(trigger).toHaveAccessibleName(opensNewTab(github.name));
      expect(trigger).not.toHaveAttribute('aria-describedby');
    };
    const expectNoTooltip = () => {
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(trigger).not.toHaveAttribute('aria-describedby');
    };

    await path.test({
      events: {
        'hover.start': async () => {
          // A real mouse moves across the page before it rests on the trigger, or on the bubble it left for.
          hovered = screen.queryByRole('tooltip') ?? trigger;
          await user.hover(document.body);
          await user.hover(hovered);
          await advance(0);
        },
        'hover.end': () => user.unhover(hovered),
        'focus.keyboard': () => tabTo(user, trigger),
        // Back to the page's last control, which has no tooltip (the next one, LinkedIn, would show its own).
        'focus.lost': () => user.tab({ shift: true }),
        'touch.start': async () => {
          act(() => void fireEvent.pointerDown(trigger, { pointerType: 'touch' }));
          await advance(0);
        },
        'touch.end': () => act(() => void fireEvent.pointerUp(trigger, { pointerType: 'touch' })),
        dismiss: async () => {
          if (screen.queryByRole('tooltip')) await user.keyboard('{Escape}');
          else act(() => void fireEvent.pointerDown(trigger, { pointerType: 'mouse' }));
        },
        'xstate.after.hoverEnterDelay.tooltip.hoverPending': () => advance(tooltipDelays.hoverEnter),
        'xstate.after.hoverLeaveDelay.tooltip.hoverLeaving': () => advance(tooltipDelays.hoverLeave),
        'xstate.after.touchEnterDelay.tooltip.touchPressing': () => advance(tooltipDelays.touchEnter),
        'xstate.after.touchLeaveDelay.tooltip.touchLingering': () => advance(tooltipDelays.touchLeave),
      },
      states: {
        hidden: expectNoTooltip,
        hoverPending: expectNoTooltip,
        touchPressing: expectNoTooltip,
        hoverShown: async () => {
          await expectTooltip();
          // It stays for as long as the mouse rests on the trigger or on the bubble.
          await advance(tooltipDelays.hoverLeave * 2);
          await expectTooltip();
        },
        hoverLeaving: expectTooltip,
        focusShown: expectTooltip,
        touchShown: expectTooltip,
        touchLingering: expectTooltip,
      },
    });
  });
});
