import type { ElementType, ReactNode } from 'react';
import { parseRichText } from '../../text/richText';
import { TextLink } from './Link';

export interface RichTextProps {
  /** In the markup of src/text/richText.ts. */
  text: string;
  paragraph?: ElementType<{ children?: ReactNode }>;
  /** Shown at the start of the first paragraph. */
  lead?: ReactNode;
}

/** Rendered as elements, never as HTML. */
export function RichText({ text, paragraph: Paragraph = 'p', lead }: RichTextProps) {
  return parseRichText(text).map((parts, index) => (
    // The content never changes, so the index is a stable key.
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
