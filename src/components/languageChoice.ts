import type { NoticeChoice } from '../../machines/languageNoticeMachine';
import { storedChoice } from '../storage/storedChoice';

/** What the visitor did with the language notice on an earlier page; where storage is off, it is offered again. */
const choice = storedChoice<NoticeChoice>('language-notice', ['followed', 'dismissed']);

export const rememberedChoice = choice.read;
export const rememberChoice = choice.write;
