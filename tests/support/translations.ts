import type { SiteContent } from '../../src/content';
import { contract } from '../../src/content/contract';
import { mapWords as mapContractWords, textOf } from '../../src/content/fields';
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
