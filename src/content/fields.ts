/**
 * The kinds of field the content is made of, and what follows from a declaration of them
 * (contract.ts): the type of site.ts, the type of a further language's file, how that file lays its
 * words over the default language's content, which texts are words at all, and the shape check that
 * names a field left out or misspelt. Nothing here knows the site's own sections.
 */

interface FieldOptions {
  /** May be left out of the content. */
  optional?: boolean;
  /**
   * `false`: the default language's in every language (a link, a picture, a name); `'optional'`: a
   * further language may give its own or leave it out.
   */
  translated?: false | 'optional';
}

/** Text a visitor reads, translated into each further language. */
export interface Words extends FieldOptions {
  kind: 'words';
  /** The owner's own (their story, a description), not a label any owner may share ("Download PDF"). */
  own?: boolean;
  /** A blank line starts a paragraph, and `[text](https://…)` is a link. */
  rich?: boolean;
  /** The `{name}`s the site fills in. */
  placeholders?: readonly string[];
  /**
   * The template's own words, in English (`'Close'`): what the site shows where site.ts leaves the
   * field out, marked as English on a page in another language, and what the build lists as still
   * to give on a site in another language. A label the template adds is then one line here, and a
   * site made before it still builds.
   */
  template?: string;
}

/** An address a link goes to (https:// or mailto:); `""` where `emptyAllowed` says there may be none. */
export interface Address extends FieldOptions {
  kind: 'address';
  own?: boolean;
  emptyAllowed?: boolean;
}

/** A file under `public/`, by its path from there (`/images/photo.jpg`). */
export interface File extends FieldOptions {
  kind: 'file';
  own?: boolean;
  /** A JPEG, PNG, WebP or SVG picture. */
  image?: boolean;
  /** What the name must end in (`.pdf`). */
  extension?: string;
}

/** True or false. */
export interface Flag extends FieldOptions {
  kind: 'flag';
}

/** A whole number (a year). */
export interface Count extends FieldOptions {
  kind: 'count';
}

/** A name the site works with rather than shows: a language tag, an id. */
export interface Name extends FieldOptions {
  kind: 'name';
}

/** Named fields, each of its own kind. */
export interface Section<Fields extends Record<string, Field> = Record<string, Field>> extends FieldOptions {
  kind: 'section';
  fields: Fields;
}

/**
 * A list of items. A further language gives a list of words in the same order, and a list of
 * sections by each item's id (`projects['website-2-0']`), never by its place.
 */
export interface List<Item extends Field = Field> extends FieldOptions {
  kind: 'list';
  item: Item;
  byId?: boolean;
}

export type Field = Words | Address | File | Flag | Count | Name | Section | List;

/**
 * A field of one kind, with its options: `words({ own: true })`. The options' own types are kept
 * (`NoInfer`: not widened to what the field around them accepts), so the types that follow see them.
 */
const leaf =
  <Leaf extends Words | Address | File | Flag | Count | Name>(kind: Leaf['kind']) =>
  <const Options extends Omit<Leaf, 'kind'>>(options?: Options) =>
    ({ kind, ...options }) as { kind: Leaf['kind'] } & NoInfer<Options>;

export const words = leaf<Words>('words');
export const address = leaf<Address>('address');
export const file = leaf<File>('file');
export const flag = leaf<Flag>('flag');
export const count = leaf<Count>('count');
export const name = leaf<Name>('name');
export const section = <const Fields extends Record<string, Field>, const Options extends FieldOptions = object>(
  fields: Fields,
  options?: Options,
) => ({ kind: 'section', fields, ...options }) as { kind: 'section'; fields: NoInfer<Fields> } & NoInfer<Options>;
export const list = <const Item extends Field, const Options extends Omit<List, 'kind' | 'item'> = object>(
  item: Item,
  options?: Options,
) => ({ kind: 'list', item, ...options }) as { kind: 'list'; item: NoInfer<Item> } & NoInfer<Options>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * Whether site.ts may leave a field out: an optional one, the template's words, or a section of such
 * fields (which then stands as if written `{}`).
 */
type Omissible<F> = F extends { optional: true }
  ? true
  : F extends { template: string }
    ? true
    : F extends { kind: 'section'; fields: infer Fields }
      ? false extends { [K in keyof Fields]: Omissible<Fields[K]> }[keyof Fields]
        ? false
        : true
      : false;
type MayLeaveOut<F, Filled extends boolean> = F extends { optional: true }
  ? true
  : Filled extends true
    ? false
    : Omissible<F>;

/**
 * What a field holds in site.ts; `Filled`: in the site's content, where the template's words fill
 * what site.ts leaves out (`withTemplateWords`).
 */
export type Value<F, Filled extends boolean = false> = F extends { kind: 'section'; fields: infer Fields }
  ? Simplify<
      {
        -readonly [K in keyof Fields as MayLeaveOut<Fields[K], Filled> extends true ? never : K]: Value<
          Fields[K],
          Filled
        >;
      } & {
        -readonly [K in keyof Fields as MayLeaveOut<Fields[K], Filled> extends true ? K : never]?: Value<
          Fields[K],
          Filled
        >;
      }
    >
  : F extends { kind: 'list'; item: infer Item }
    ? Value<Item, Filled>[]
    : F extends { kind: 'flag' }
      ? boolean
      : F extends { kind: 'count' }
        ? number
        : string;

type Untranslated = { translated: false } | { kind: 'flag' | 'count' | 'name' | 'address' } | { kind: 'file' };
/** A value a further language may give its own of: a file (a resume in that language), a name (a project's slug). */
type OwnValue = { kind: 'file' | 'name'; translated: 'optional' };

/**
 * What a field holds in a further language's file: its words only; `never` where it has none. Every
 * field may be left out (a language is added a page at a time; see `untranslatedIn`); `Whole`: the
 * whole of it, every text given, what a finished translation holds.
 */
export type Text<F, Whole extends boolean = false> = F extends OwnValue
  ? string
  : F extends Untranslated
    ? never
    : F extends { kind: 'section'; fields: infer Fields }
      ? Whole extends true
        ? WholeSection<Fields>
        : TextSection<Fields>
      : F extends { kind: 'list'; item: infer Item; byId: true }
        ? Record<string, Text<Item, Whole>>
        : F extends { kind: 'list'; item: infer Item }
          ? Text<Item, Whole>[]
          : string;

type Given<F> = [Text<F>] extends [never] ? false : true;
type TextSection<Fields> = {
  -readonly [K in keyof Fields as Given<Fields[K]> extends true ? K : never]?: Text<Fields[K]>;
};
type WholeSection<Fields> = Simplify<
  {
    -readonly [
      K in keyof Fields as Given<Fields[K]> extends true
        ? Fields[K] extends { translated: 'optional' }
          ? never
          : K
        : never
    ]: Text<Fields[K], true>;
  } & {
    -readonly [
      K in keyof Fields as Given<Fields[K]> extends true
        ? Fields[K] extends { translated: 'optional' }
          ? K
          : never
        : never
    ]?: Text<Fields[K], true>;
  }
>;

type Item = Record<string, unknown>;
const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a further language gives anything of `field` (words, or a file or name of its own). */
export function isTranslated(field: Field): boolean {
  if (field.translated === false) return false;
  if (field.kind === 'words') return true;
  if (field.kind === 'file' || field.kind === 'name') return field.translated === 'optional';
  if (field.kind === 'section') return Object.values(field.fields).some(isTranslated);
  if (field.kind === 'list') return isTranslated(field.item);
  return false;
}

/** Whether the template gives the whole of `field` (its words, or every field of a section): site.ts may leave it out. */
export function isTemplated(field: Field): boolean {
  if (field.kind === 'words') return field.template !== undefined;
  return field.kind === 'section' && Object.values(field.fields).every(isTemplated);
}

/** Whether site.ts may leave `field` out (`Omissible`): optional, the template's words, or a section of such fields. */
function isOmissible(field: Field): boolean {
  if (field.optional === true || isTemplated(field)) return true;
  return field.kind === 'section' && Object.values(field.fields).every(isOmissible);
}

function templateOf(field: Field): unknown {
  if (field.kind === 'section') {
    return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, templateOf(inner)]));
  }
  return field.kind === 'words' ? field.template : undefined;
}

/**
 * site.ts's `value` with the template's words wherever it leaves out a field the template gives,
 * and their paths as a further language's file names them (`projectsPage.popup.closeLabel`, or
 * `errorPages` where the whole section is the template's): shown in English, marked as such. A
 * section it leaves out whose fields may all be left out is `{}`, so a further language may give them.
 */
export function withTemplateWords(
  field: Field,
  value: unknown,
  idOf: (item: Item) => string,
  path = '',
): { value: unknown; templated: string[] } {
  if (value === undefined) {
    if (isTemplated(field)) return { value: templateOf(field), templated: [path] };
    if (field.kind !== 'section' || field.optional === true || !isOmissible(field)) return { value, templated: [] };
    value = {};
  }
  const at = (key: string | number) => (path === '' ? `${key}` : `${path}.${key}`);
  if (field.kind === 'section' && isObject(value)) {
    const filled: Item = { ...value };
    const templated = Object.entries(field.fields).flatMap(([key, inner]) => {
      const result = withTemplateWords(inner, value[key], idOf, at(key));
      if (result.value !== undefined) filled[key] = result.value;
      return result.templated;
    });
    return { value: filled, templated };
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    const results = value.map((item: unknown, index) =>
      withTemplateWords(field.item, item, idOf, at(field.byId && isObject(item) ? idOf(item) : index)),
    );
    return { value: results.map((result) => result.value), templated: results.flatMap((result) => result.templated) };
  }
  return { value, templated: [] };
}

/**
 * `defaults` with a further language's `text` laid over it: its words, and its own files and names
 * where it gives them (one the default language leaves out too, a project's slug); everything else
 * (pictures, links, flags) and what it leaves out stays the default's. A list by id takes each
 * item's words from `text[idOf(item)]`.
 */
export function overlay<F extends Field>(
  field: F,
  defaults: unknown,
  text: unknown,
  idOf: (item: Item) => string,
): unknown {
  if (!isTranslated(field) || text === undefined) return defaults;
  if (field.kind === 'section') {
    if (!isObject(defaults) || !isObject(text)) return defaults;
    const given = Object.entries(field.fields)
      .filter(([key, inner]) => !(key in defaults) && text[key] !== undefined && isTranslated(inner))
      .map(([key]) => key);
    return Object.fromEntries(
      [...Object.keys(defaults), ...given].map((key) => {
        const inner = field.fields[key];
        return [key, inner === undefined ? defaults[key] : overlay(inner, defaults[key], text[key], idOf)];
      }),
    );
  }
  if (field.kind === 'list') {
    if (!Array.isArray(defaults)) return defaults;
    if (field.byId) {
      const byId = isObject(text) ? text : {};
      return defaults.map((item: Item) => overlay(field.item, item, byId[idOf(item)], idOf));
    }
    return Array.isArray(text) ? text.map((item, index) => overlay(field.item, defaults[index], item, idOf)) : defaults;
  }
  return text;
}

/**
 * The paths `found` names as it walks a further language's `text` beside `defaults`: at each field
 * it returns what that field gives, or `undefined` to go into each of the field's parts (each field
 * of a section, each item of a list by its id) that both hold.
 */
function gatherBeside(
  field: Field,
  defaults: unknown,
  text: unknown,
  idOf: (item: Item) => string,
  found: (field: Field, defaults: unknown, text: unknown, path: string) => string[] | undefined,
  path = '',
): string[] {
  const here = found(field, defaults, text, path);
  if (here !== undefined) return here;
  const at = (key: string | number) => (path === '' ? `${key}` : `${path}.${key}`);
  if (field.kind === 'section' && isObject(defaults) && isObject(text)) {
    return Object.entries(field.fields).flatMap(([key, inner]) =>
      gatherBeside(inner, defaults[key], text[key], idOf, found, at(key)),
    );
  }
  if (field.kind === 'list' && field.byId && Array.isArray(defaults) && isObject(text)) {
    return defaults.flatMap((item: Item) =>
      gatherBeside(field.item, item, text[idOf(item)], idOf, found, at(idOf(item))),
    );
  }
  return [];
}

/**
 * What a further language's `text` leaves out of `defaults`, by its path there, whole where it
 * leaves out a whole section or item (`about`, `projects.pokebase`, `home.greeting`): shown in the
 * default language's words. A field it may leave out (a project's stack, the owner's name, a file)
 * is never missing.
 */
export function untranslatedIn(field: Field, defaults: unknown, text: unknown, idOf: (item: Item) => string): string[] {
  return gatherBeside(field, defaults, text, idOf, (inner, value, given, path) => {
    if (!hasWords(inner, value)) return [];
    return given === undefined ? [path] : undefined;
  });
}

/**
 * The words a further language may give its own of (`translated: 'optional'`: the owner's name, a
 * project's stack) and leaves out, by path, within what it gives (what it leaves out whole is in
 * `untranslatedIn`'s list): nothing is left to translate, but they show as the default language
 * writes them, so a page marks them with its `lang`.
 */
export function keptIn(field: Field, defaults: unknown, text: unknown, idOf: (item: Item) => string): string[] {
  return gatherBeside(field, defaults, text, idOf, (inner, value, given, path) => {
    if (!isTranslated(inner) || value === undefined || value === '') return [];
    if (inner.kind === 'words') return inner.translated === 'optional' && given === undefined ? [path] : [];
    return undefined;
  });
}

/** Whether `value` holds any words a further language must give (an empty list holds none). */
function hasWords(field: Field, value: unknown): boolean {
  if (!isTranslated(field) || field.translated === 'optional' || value === undefined) return false;
  if (field.kind === 'section')
    return isObject(value) && Object.entries(field.fields).some(([key, inner]) => hasWords(inner, value[key]));
  if (field.kind === 'list') return Array.isArray(value) && value.some((item) => hasWords(field.item, item));
  return field.kind === 'words';
}

/** Each text of a further language's file that is words, with its path there (`projects.pokebase.title`). */
export function textsOf(field: Field, text: unknown, path = ''): [path: string, text: string][] {
  if (!isTranslated(field) || text === undefined) return [];
  const at = (key: string | number) => (path === '' ? `${key}` : `${path}.${key}`);
  if (field.kind === 'section' && isObject(text)) {
    return Object.entries(field.fields).flatMap(([key, inner]) => textsOf(inner, text[key], at(key)));
  }
  if (field.kind === 'list' && field.byId && isObject(text)) {
    return Object.entries(text).flatMap(([id, item]) => textsOf(field.item, item, at(id)));
  }
  if (field.kind === 'list' && Array.isArray(text)) {
    return text.flatMap((item, index) => textsOf(field.item, item, at(index)));
  }
  return field.kind === 'words' && typeof text === 'string' ? [[path, text]] : [];
}

/**
 * A further language's file made from the default language's content, each text passed through
 * `word`: every text it must give, and nothing it may leave out (a file of its own, the owner's name).
 */
export function textOf(
  field: Field,
  value: unknown,
  word: (text: string) => string,
  idOf: (item: Item) => string,
): unknown {
  if (!isTranslated(field) || value === undefined) return undefined;
  if (field.kind === 'section' && isObject(value)) {
    const entries = Object.entries(field.fields)
      .filter(([key, inner]) => isTranslated(inner) && inner.translated !== 'optional' && value[key] !== undefined)
      .map(([key, inner]): [string, unknown] => [key, textOf(inner, value[key], word, idOf)]);
    return Object.fromEntries(entries);
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    const items = value.map((item) => textOf(field.item, item, word, idOf));
    return field.byId ? Object.fromEntries(value.map((item: Item, index) => [idOf(item), items[index]])) : items;
  }
  return field.kind === 'words' && typeof value === 'string' ? word(value) : undefined;
}

/** A field's leaves in site.ts's content with their paths (`about.paragraphs[2]`) and declarations. */
export function leavesOf(field: Field, value: unknown, path = ''): [path: string, value: unknown, field: Field][] {
  if (field.kind === 'section') {
    if (!isObject(value)) return [];
    return Object.entries(field.fields).flatMap(([key, inner]) =>
      leavesOf(inner, value[key], path === '' ? key : `${path}.${key}`),
    );
  }
  if (field.kind === 'list') {
    return Array.isArray(value) ? value.flatMap((item, index) => leavesOf(field.item, item, `${path}[${index}]`)) : [];
  }
  return value === undefined ? [] : [[path, value, field]];
}

/** The declaration of the field at a path of site.ts's content (`projects[2].link`), if there is one. */
export function fieldAt(field: Field, path: string): Field | undefined {
  let current: Field | undefined = field;
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (current === undefined) return undefined;
    if (index !== undefined) current = current.kind === 'list' ? current.item : undefined;
    else current = current.kind === 'section' ? current.fields[key] : undefined;
  }
  return current;
}

const kindNames: Record<Field['kind'], string> = {
  words: 'text',
  address: 'an address (https://… or mailto:…)',
  file: 'a path under public/',
  flag: 'true or false',
  count: 'a whole number',
  name: 'text',
  section: 'an object { … }',
  list: 'a list [ … ]',
};

/** What to write for a field that was left out: `stack: "…"`. */
function example(key: string, field: Field, text: boolean): string {
  if (text && field.kind === 'list' && field.byId) return `${key}: { … }`;
  const value = {
    words: '"…"',
    address: '"https://…"',
    file: field.kind === 'file' && field.image ? '"/images/….jpg"' : '"/…"',
    flag: 'true',
    count: '2024',
    name: '"…"',
    section: `{ ${field.kind === 'section' ? Object.keys(field.fields).join(', ') : ''} }`,
    list: '[ … ]',
  }[field.kind];
  return `${key}: ${value}`;
}

const editDistance = (a: string, b: string) => {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(
        row[j] + 1,
        next[j - 1] + 1,
        row[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length];
};

/**
 * Each field of `value` that is left out, misspelt or of the wrong kind, one message each, starting
 * with its path: `projects[2].stack: is missing; add stack: "…" (text)`, `home.greting: is not a
 * field here; did you mean greeting?`. A field left out and one misspelt beside it are one mistake,
 * said once. `text`: the shape of a further language's file instead (its words only).
 */
export function shapeProblems(field: Field, value: unknown, path = '', text = false): string[] {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  const kindOf = (inner: Field) => (text && inner.kind === 'list' && inner.byId ? 'section' : inner.kind);
  if (field.kind === 'section') {
    if (!isObject(value)) return [`${path}: is ${describe(value)}; give ${kindNames.section}`];
    const fields = Object.entries(field.fields).filter(([, inner]) => !text || isTranslated(inner));
    const known = new Set(fields.map(([key]) => key));
    const unknown = Object.keys(value).filter((key) => !known.has(key) && !(text && path === '' && key === 'shared'));
    const problems: string[] = [];
    const suggested = new Set<string>();
    for (const key of unknown) {
      const close = fields
        .map(([other]) => other)
        .filter((other) => value[other] === undefined && editDistance(key, other) <= Math.max(2, other.length / 3));
      if (close.length > 0) close.forEach((other) => suggested.add(other));
      problems.push(
        `${at(key)}: is not a field here; ${close.length > 0 ? `did you mean ${close.join(' or ')}?` : `the fields are ${[...known].join(', ')}`}`,
      );
    }
    for (const [key, inner] of fields) {
      // A further language may leave out anything (`untranslatedIn` lists it, as a note); site.ts, what `isOmissible` says.
      const optional = text || isOmissible(inner);
      if (value[key] === undefined) {
        if (!optional && !suggested.has(key)) {
          const kind = kindOf(inner);
          problems.push(
            `${at(key)}: is missing; add ${example(key, inner, text)}${kind === 'section' ? '' : ` (${kindNames[kind]})`}`,
          );
        }
      } else problems.push(...shapeProblems(inner, value[key], at(key), text));
    }
    return problems;
  }
  if (field.kind === 'list') {
    if (text && field.byId) {
      if (!isObject(value)) return [`${path}: is ${describe(value)}; give an object of each item's words by its id`];
      return Object.entries(value).flatMap(([id, item]) =>
        shapeProblems(field.item, item, `${path}[${JSON.stringify(id)}]`, text),
      );
    }
    if (!Array.isArray(value)) return [`${path}: is ${describe(value)}; give ${kindNames.list}`];
    return value.flatMap((item, index) => shapeProblems(field.item, item, `${path}[${index}]`, text));
  }
  const expected = field.kind === 'flag' ? 'boolean' : field.kind === 'count' ? 'number' : 'string';
  return typeof value === expected ? [] : [`${path}: is ${describe(value)}; give ${kindNames[field.kind]}`];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text (${JSON.stringify(value)})`;
  if (typeof value === 'number') return `a number (${value})`;
  if (typeof value === 'boolean') return `${value}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Whether a further language gives the field at a path of site.ts's content (`projects[2].link`: no). */
export function isTranslatedAt(field: Field, path: string): boolean {
  let current: Field | undefined = field;
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (current === undefined || current.translated === false) return false;
    if (index !== undefined) current = current.kind === 'list' ? current.item : undefined;
    else current = current.kind === 'section' ? current.fields[key] : undefined;
  }
  return current !== undefined && isTranslated(current);
}

/** `value` with `word` applied to each of its words (as `field` declares them); everything else as it was. */
export function mapWords<Value>(field: Field, value: Value, word: (text: string) => string): Value {
  if (field.kind === 'words') return (typeof value === 'string' ? word(value) : value) as Value;
  if (field.kind === 'section' && isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const inner = field.fields[key];
        return [key, inner === undefined ? item : mapWords(inner, item, word)];
      }),
    ) as Value;
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item: unknown) => mapWords(field.item, item, word)) as Value;
  }
  return value;
}
