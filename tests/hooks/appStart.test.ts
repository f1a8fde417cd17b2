import {
  inspectActorsWith,
  inspectorOptions,
  layoutParts,
  markAppReady,
  partHydrated,
  resetAppStart,
  whenAppReady,
} from '../../src/hooks/appStart';

describe("the app's start-up", () => {
  beforeEach(() => resetAppStart());

  it('counts the layout hydrated only once every part has, each counted once', () => {
    const [first, ...rest] = layoutParts;
    expect(partHydrated(first)).toBe(false);
    expect(partHydrated(first)).toBe(false);
    expect(rest.map((part) => partHydrated(part))).toEqual([...rest.slice(1).map(() => false), true]);
  });

  it('is ready once marked, and a reset starts it over, unready with no part hydrated', async () => {
    const ready = jest.fn();
    void whenAppReady().then(ready);
    markAppReady();
    await whenAppReady();
    expect(ready).toHaveBeenCalled();

    resetAppStart();
    const again = jest.fn();
    void whenAppReady().then(again);
    await Promise.resolve();
    expect(again).not.toHaveBeenCalled();
    expect(partHydrated(layoutParts[0])).toBe(false);
  });

  it('gives actors the inspector once one is connected, and none after a reset', () => {
    expect(inspectorOptions()).toEqual({});
    const inspect = jest.fn();
    inspectActorsWith(inspect);
    expect(inspectorOptions()).toEqual({ inspect });
    resetAppStart();
    expect(inspectorOptions()).toEqual({});
  });
});
