/**
 * An owner fixture's site.ts takes the place of src/content/site.ts (and its languages.ts, with each
 * language's file, the place of the sample's): it must export every section contract.ts declares,
 * each of the type it declares. `npm run typecheck` checks that here (a missing or mistyped
 * field names the fixture and the field), without a copy of the project.
 */
import type * as sampleLanguages from '../../src/content/languages';
import type { SiteEntry } from '../../src/content/model';
import type * as sampleFixture from './sample/site';
import type * as secondLanguages from './second/languages';
import type * as second from './second/site';
import type * as thirdLanguages from './third/languages';
import type * as third from './third/site';

type TakesThePlaceOfTheSample<Site extends SiteEntry> = Site;

type TakesThePlaceOfTheLanguages<Languages extends typeof sampleLanguages> = Languages;

export type SampleFixtureSite = TakesThePlaceOfTheSample<typeof sampleFixture>;
export type SecondOwnerSite = TakesThePlaceOfTheSample<typeof second>;
export type SecondOwnerLanguages = TakesThePlaceOfTheLanguages<typeof secondLanguages>;
export type ThirdOwnerSite = TakesThePlaceOfTheSample<typeof third>;
export type ThirdOwnerLanguages = TakesThePlaceOfTheLanguages<typeof thirdLanguages>;
