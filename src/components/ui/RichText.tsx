import type { ElementType, ReactNode } from 'react';
import { parseRichText } from '../../text/richText';
import { TextLink } from './Link';

export interface RichTextProps {
  /** Text as the content writes it: blank lines between paragraphs, links in it (`src/text/richText.ts`). */
  text: string;
  /** What each paragraph renders as: a `<p>`, or a styled one. */
  paragraph?: ElementType<{ children?: ReactNode }>;
  /** Shown at the start of the first paragraph, such as a label. */
  lead?: ReactNode;
}

/** Text from the content as paragraphs with links, rendered as elements (never as HTML). */
export function RichText({ text, paragraph: Paragraph = 'p', lead }: RichTextProps) {
  return parseRichText(text).map((parts, index) => (
    // The content is fixed: a paragraph's place is its identity.
    <Paragraph key={index}>
      {index === 0 && lead}
      {parts.map((part, partIndex) =>
        part.kind === 'link' ? (
          <TextLink key={partIndex} href={part.href}>
            {part.text}
          </TextLink>
        ) : (
          part.text
        ),
      )}
    </Paragraph>
  ));
}
