/** @jest-environment node */
/* Flows at one width each, by turns, in the order they come (./widthsByTurns.ts). */
import { everyWidthInTheSample, widthsByTurns } from './widthsByTurns';

/** The flows `atItsWidth` registers inside a loop over `fileWidths`, as "name at width". */
function registered(fileWidths: readonly (375 | 1280)[], flows: string[]) {
  const atItsWidth = widthsByTurns(fileWidths);
  const names: string[] = [];
  for (const width of fileWidths)
    for (const flow of flows) atItsWidth(width, (name) => names.push(`${name} at ${width}`))(flow, () => undefined);
  return names;
}

it('registers each flow once, the widths by turns in the order the flows come', () => {
  expect(registered([375, 1280], ['open', 'close', 'download'])).toEqual([
    'open at 375',
    'download at 375',
    'close at 1280',
  ]);
});

it('registers every flow at the one width there is (another owner’s run)', () => {
  expect(registered([375], ['open', 'close'])).toEqual(['open at 375', 'close at 375']);
});

it('keeps a flow at its width when it comes again, whatever registers it', () => {
  const atItsWidth = widthsByTurns([375, 1280]);
  const seen: string[] = [];
  const record = (width: number) => (name: string) => seen.push(`${name} at ${width}`);
  atItsWidth(375, record(375))('first', () => undefined);
  atItsWidth(1280, record(1280))('second', () => undefined);
  atItsWidth(375, record(375))('second', () => undefined);
  atItsWidth(1280, record(1280))('first', () => undefined);
  expect(seen).toEqual(['first at 375', 'second at 1280']);
});

it("registers a layout check at every width in the sample's run, by turns in another owner's", () => {
  const registeredIn = (ownerRun: boolean) => {
    const atWidth = everyWidthInTheSample([320, 1280] as const, ownerRun);
    const names: string[] = [];
    for (const width of [320, 1280] as const)
      for (const check of ['fits', 'tooltips', 'fade'])
        atWidth(width, (name) => names.push(`${name} at ${width}`))(check, () => undefined);
    return names;
  };
  expect(registeredIn(false)).toEqual([
    'fits at 320',
    'tooltips at 320',
    'fade at 320',
    'fits at 1280',
    'tooltips at 1280',
    'fade at 1280',
  ]);
  expect(registeredIn(true)).toEqual(['fits at 320', 'fade at 320', 'tooltips at 1280']);
});
