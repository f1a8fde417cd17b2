import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { globalCss, styled } from '../../tokens/stitches.config';
import type { SiteContent } from '../content';
import { contentFor } from '../content/contentFor';
import { languageTag, textDirection } from '../content/model';
import { useContent } from '../hooks/useContent';
import { type MachineChunk, useDeferredActor } from '../hooks/useDeferredActor';
import { samePathIn } from '../routes/table';
import { publicUrl } from '../urls/basePath';
import { localPath, prefixIn } from '../urls/languages';
import { rememberChoice, rememberedChoice } from './languageChoice';
import { languageNotices } from './languageNotices';
import { whenPlaceClear } from './noticePlace';
import { PlainButton } from './ui/PlainButton';
import { TextLink } from './ui/Link';

// After the page, kept at the window's foot while the page scrolls under it: it moves nothing
// already laid out, and the page ends below it, so its footer can always be scrolled into view.
const Notice = styled('aside', {
  position: 'sticky',
  bottom: '$3',
  zIndex: '$notice',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  width: 'min($sizes$dialog, calc(100% - 2 * $space$3))',
  marginInline: 'auto',
  marginBlockEnd: '$3',
  padding: '$3 $4',
  // A box of its own in the offered language: its lines start where that language's do.
  textAlign: 'start',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$raised',
  border: '1px solid transparent',
  variants: {
    // Laid out where it will show, unseen and out of the page's flow, until that place is clear (a
    // fixed box's margin would lift it, a sticky one's does not).
    held: { true: { position: 'fixed', insetInline: 0, marginBlockEnd: 0, visibility: 'hidden' } },
  },
});

// A control the keyboard reaches is scrolled clear of the notice, not under it.
const clearOfNotice = globalCss({ 'html:has([data-language-notice])': { scrollPaddingBlockEnd: '10rem' } });

export interface LanguageNoticeProps {
  /** The site's languages, the default language first. */
  languages: readonly string[];
  /** The content in another language, fetched when it is offered. */
  contentIn?: (language: string) => Promise<SiteContent>;
  /** Calls back once the notice's place covers nothing the visitor is on; returns a stop. */
  whenClear?: (notice: () => Element | null, onClear: () => void) => () => void;
}

/**
 * Offers the page in the language the browser prefers, when the site has it and the page is in
 * another, in that language's own words; never moves the visitor by itself, nor lands on what they
 * point at or have focused. Following or dismissing it is remembered. Rendered by the app only, so
 * it is never in the prerendered page.
 */
export function LanguageNotice({ languages, contentIn = contentFor, whenClear = whenPlaceClear }: LanguageNoticeProps) {
  const content = useContent();
  const { language } = content;
  const { pathname } = useLocation();
  const place = useRef<HTMLElement>(null);
  const notice = useDeferredActor(
    ({ languageNoticeMachine, fromCallback, fromPromise }: MachineChunk) =>
      languageNoticeMachine.provide({
        actors: {
          loadWords: fromPromise(async ({ input }: { input: { language: string } }) =>
            Object.hasOwn(languageNotices, input.language)
              ? languageNotices[input.language]
              : (await contentIn(input.language)).layout.languageNotice,
          ),
          placeClear: fromCallback(({ sendBack }) =>
            whenClear(
              () => place.current,
              () => sendBack({ type: 'notice.clear' }),
            ),
          ),
        },
        actions: { remember: (_, { choice }) => rememberChoice(choice) },
      }),
    () => ({
      input: {
        pageLanguage: language,
        siteLanguages: languages,
        preferred: navigator.languages?.length ? navigator.languages : [navigator.language],
        remembered: rememberedChoice(),
      },
    }),
  );
  // Held or offered: the language and its words are in the machine's context.
  const shown = useSelector(notice.actor, (state) =>
    state?.matches('held') || state?.matches('offered') ? state.context : null,
  );
  const isHeld = useSelector(notice.actor, (state) => state?.matches('held') ?? false);

  clearOfNotice();
  if (!shown?.offered || !shown.words) return null;
  const { offered, words } = shown;
  const tag = languageTag(offered);
  return (
    <Notice
      ref={place}
      held={isHeld}
      lang={tag}
      dir={textDirection(offered)}
      aria-label={words.text}
      data-language-notice=""
    >
      <p role="status">{words.text}</p>
      <TextLink
        href={publicUrl(localPath(prefixIn(offered, languages[0]), samePathIn(content, pathname, offered)))}
        hrefLang={tag}
        onClick={() => notice.send({ type: 'notice.follow' })}
      >
        {words.follow}
      </TextLink>
      <PlainButton type="button" variant="secondary" onClick={() => notice.send({ type: 'notice.dismiss' })}>
        {words.dismiss}
      </PlainButton>
    </Notice>
  );
}
