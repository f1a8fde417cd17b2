import type { ElementType, ReactNode } from 'react';
import { parseRichText } from '../../text/richText';
import { TextLink } from './Link';
import type { LanguageAttributes } from '../../hooks/useLanguageOf';

export interface RichTextProps {
  /** In the markup of src/text/richText.ts. */
  text: string;
  paragraph?: ElementType<{ children?: ReactNode }>;
  /** Shown at the start of the first paragraph. */
  lead?: ReactNode;
  /** The text's language where it is not the page's (useLanguageOf); the lead keeps the page's. */
  language?: LanguageAttributes;
}

/** Rendered as elements, never as HTML. */
export function RichText({ text, paragraph: Paragraph = 'p', lead, language = {} }: RichTextProps) {
  return parseRichText(text).map((parts, index) => {
    const words = parts.map((part, partIndex) =>
      part.kind === 'link' ? (
        <TextLink key={partIndex} href={part.href}>
          {part.text}
        </TextLink>
      ) : (
        part.text
      ),
    );
    return (
      // The content never changes, so the index is a stable key.
      <Paragraph key={index}>
        {index === 0 && lead}
        {language.lang === undefined ? words : <span {...language}>{words}</span>}
      </Paragraph>
    );
  });
}
