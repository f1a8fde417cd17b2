/**
 * An owner fixture's site.ts takes the place of src/content/site.ts: it must export everything the
 * sample's does, each of a type the rest of the code accepts. `npm run typecheck` checks that here
 * (a missing or mistyped field names the fixture and the field), without a copy of the project.
 */
import type * as sample from '../../src/content/site';
import type * as second from './second/site';

type TakesThePlaceOfTheSample<Site extends typeof sample> = Site;

export type SecondOwnerSite = TakesThePlaceOfTheSample<typeof second>;
