import { useSelector } from '@xstate/react';
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
import { PlainButton } from './ui/PlainButton';
import { TextLink } from './ui/Link';

// After the page, held at the window's foot while the page scrolls under it: it moves nothing
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
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$raised',
  border: '1px solid transparent',
});

// A control the keyboard reaches is scrolled clear of the notice, not under it.
const clearOfNotice = globalCss({ 'html:has([data-language-notice])': { scrollPaddingBlockEnd: '10rem' } });

export interface LanguageNoticeProps {
  /** The site's languages, the default language first. */
  languages: readonly string[];
  /** The content in another language, fetched when it is offered. */
  contentIn?: (language: string) => Promise<SiteContent>;
}

/**
 * Offers the page in the language the browser prefers, when the site has it and the page is in
 * another, in that language's own words; never moves the visitor by itself. Following or dismissing
 * it is remembered. Rendered by the app only, so it is never in the prerendered page.
 */
export function LanguageNotice({ languages, contentIn = contentFor }: LanguageNoticeProps) {
  const content = useContent();
  const { language } = content;
  const { pathname } = useLocation();
  const notice = useDeferredActor(
    ({ languageNoticeMachine, fromPromise }: MachineChunk) =>
      languageNoticeMachine.provide({
        actors: {
          loadWords: fromPromise(async ({ input }: { input: { language: string } }) =>
            Object.hasOwn(languageNotices, input.language)
              ? languageNotices[input.language]
              : (await contentIn(input.language)).layout.languageNotice,
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
  // Offered: the language and its words are in the machine's context.
  const shown = useSelector(notice.actor, (state) => (state?.matches('offered') ? state.context : null));

  clearOfNotice();
  if (!shown?.offered || !shown.words) return null;
  const { offered, words } = shown;
  const tag = languageTag(offered);
  return (
    <Notice lang={tag} dir={textDirection(offered)} aria-label={words.text} data-language-notice="">
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
