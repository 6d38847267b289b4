/*
 * What the embedded index hands out are copies, so no caller can change the index through a document it was given:
 * the whole document (copyOf), or `id` and the attributes a search asks for (AttributeCopies).
 */
import { copyOf } from '../filter/copy-of.js';
import type { IndexDocument } from '../ports/search-index.js';

/** Lists of attributes whose values are kept per slot (see AttributeCopies): the few the API asks for. */
const ATTRIBUTE_LISTS_KEPT = 4;

/**
 * Per list of attributes a search asks for, each slot's fields when they are all primitives (a listing's kept
 * JSON, say), made when first asked: the next page showing that document copies one small object instead of
 * looking each attribute up in the whole document. A write to a slot forgets what was kept for it.
 */
export class AttributeCopies {
  private readonly picked = new Map<string, Array<Readonly<IndexDocument> | null | undefined>>();

  constructor(
    /** The document in a slot. */
    private readonly at: (slot: number) => IndexDocument,
    /** How many slots there are, free ones included. */
    private readonly slotCount: () => number,
  ) {}

  /** `id` and the given attributes of a slot's document, copied; kept per slot when they are all primitives. */
  picker(attributes: readonly string[]): (slot: number) => IndexDocument {
    const key = attributes.join('\u0000');
    let kept = this.picked.get(key);
    if (!kept) {
      if (this.picked.size >= ATTRIBUTE_LISTS_KEPT) return (slot) => fieldsOf(this.at(slot), attributes);
      // Filled, so that V8 keeps an array of slots, not a dictionary, whichever slot comes first.
      this.picked.set(
        key,
        (kept = new Array<Readonly<IndexDocument> | null | undefined>(this.slotCount()).fill(undefined)),
      );
    }
    const bySlot = kept;
    return (slot) => {
      let fields = bySlot[slot];
      if (fields === undefined) {
        const made = fieldsOf(this.at(slot), attributes);
        if (!Object.values(made).every((value) => value === null || typeof value !== 'object')) {
          bySlot[slot] = null;
          return made;
        }
        fields = bySlot[slot] = made;
      }
      // Field by field, from the small kept object: V8 clones these ({ ...fields }) on its slow path.
      return fieldsOf(fields ?? this.at(slot), attributes);
    };
  }

  /** The slot's document was replaced or removed. */
  forget(slot: number): void {
    for (const bySlot of this.picked.values()) bySlot[slot] = undefined;
  }
}

/** `id` and the fields asked for of a document, copied. */
function fieldsOf(doc: IndexDocument, attributes: readonly string[]): IndexDocument {
  const fields: IndexDocument = { id: doc.id };
  for (const name of attributes) if (Object.hasOwn(doc, name)) fields[name] = copyOf(doc[name]);
  return fields;
}
