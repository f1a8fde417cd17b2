import { act } from '@testing-library/react';

/**
 * Moves Jest's fake clock on by `ms`, running the timers that fall due and the promise callbacks
 * and React updates they cause, all inside `act`.
 */
export const advance = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));
