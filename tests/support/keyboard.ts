import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails if it never does. */
export async function tabTo(user: User, target: HTMLElement, maxSteps = 40) {
  for (let step = 0; step < maxSteps && document.activeElement !== target; step++) await user.tab();
  expect(target).toHaveFocus();
}
