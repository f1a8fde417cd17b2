/** Set by tests/owners for the run of another owner's content over a copy of the project. */
export const ownerContentRunVariable = 'OWNER_CONTENT_RUN';

/**
 * True in that run: there the checks that vary only what the template draws (its light and dark
 * palettes) are left to the sample's run, which makes them all.
 */
export const isOwnerContentRun = process.env[ownerContentRunVariable] === '1';
