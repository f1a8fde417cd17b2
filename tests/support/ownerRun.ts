/** Set by tests/owners for the run of another owner's content over a copy of the project. */
export const ownerContentRunVariable = 'OWNER_CONTENT_RUN';

/**
 * True in that run: there the checks that vary only what the template draws (its light and dark
 * palettes) are left to the sample's run, which makes them all.
 */
export const isOwnerContentRun = process.env[ownerContentRunVariable] === '1';

export type Register = (name: string, body: jest.ProvidesCallback, timeout?: number) => void;

/**
 * `it` for a check of what no content field changes — how the site recovers from a broken deploy, how
 * its code loads on demand, a behaviour of the template's own controls, a checker's test of itself:
 * the sample's run makes it, another owner's run leaves it out.
 */
export const templateIt: Register = (name, body, timeout) => {
  if (!isOwnerContentRun) it(name, body, timeout);
};
