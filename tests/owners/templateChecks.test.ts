/**
 * The checks no content field changes (`templateIt`) are made in the sample's run and left out of
 * another owner's run over a copy of the project (tests/owners/ownerRuns.ts).
 *
 * @jest-environment node
 */
import { ownerContentRunVariable } from '../support/ownerRun';

/** The names `templateIt` registers, with the owner run's variable set to `value` (or unset). */
function registeredWith(value: string | undefined): string[] {
  const registered: string[] = [];
  const realIt = globalThis.it;
  const before = process.env[ownerContentRunVariable];
  try {
    globalThis.it = ((name: string) => void registered.push(name)) as unknown as jest.It;
    if (value === undefined) delete process.env[ownerContentRunVariable];
    else process.env[ownerContentRunVariable] = value;
    jest.isolateModules(() => {
      const { templateIt } = jest.requireActual<typeof import('../support/ownerRun')>('../support/ownerRun');
      templateIt('a check of the template', () => undefined);
    });
  } finally {
    globalThis.it = realIt;
    if (before === undefined) delete process.env[ownerContentRunVariable];
    else process.env[ownerContentRunVariable] = before;
  }
  return registered;
}

describe('templateIt', () => {
  it("registers its check in the sample's run", () => {
    expect(registeredWith(undefined)).toEqual(['a check of the template']);
  });

  it("leaves it out of another owner's run", () => {
    expect(registeredWith('1')).toEqual([]);
  });
});
