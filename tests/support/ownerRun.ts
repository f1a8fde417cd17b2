/**
 * True in the run of another owner's content over a copy of the project (tests/owners): there the
 * checks that vary only what the template draws — its light and dark palettes, for one — are left
 * to the sample's run, and each page is checked where its words can change the outcome.
 */
export const isOwnerContentRun = process.env.OWNER_CONTENT_RUN === '1';
