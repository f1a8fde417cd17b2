import type { SiteContent } from '../../src/content';
import { contract } from '../../src/content/contract';
import { type Field, isTemplated, mapWords as mapContractWords, textOf } from '../../src/content/fields';
import { itemId, type WholeTranslation } from '../../src/content/model';

/** `value` (the content or any part of it from its top) with `word` applied to each text a visitor reads; addresses, files and ids kept. */
export function mapWords<Value>(value: Value, word: (text: string) => string): Value {
  return mapContractWords(contract, value, word);
}

/**
 * A whole translation of `content`, each text passed through `word` (which must keep its `{placeholders}`
 * and links): what an owner writes in a further language's file.
 */
export function translationOf(content: SiteContent, word: (text: string) => string): WholeTranslation {
  return textOf(contract, content, word, itemId) as WholeTranslation;
}

/** `value` (site.ts's content, from its top) without any of the template's words: what an owner who gives none writes. */
export function withoutTemplateWords<Value>(value: Value, field: Field = contract): Value {
  if (field.kind === 'section' && typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([key, inner]) => {
      const declared = field.fields[key];
      if (declared?.kind === 'words' && isTemplated(declared)) return [];
      const left = declared === undefined ? inner : withoutTemplateWords(inner, declared);
      // A section of the template's words alone goes whole, as an owner who gives none writes it.
      const isEmptySection = declared?.kind === 'section' && Object.keys(left as object).length === 0;
      return isEmptySection ? [] : [[key, left]];
    });
    return Object.fromEntries(entries) as Value;
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item: unknown) => withoutTemplateWords(item, field.item)) as Value;
  }
  return value;
}
