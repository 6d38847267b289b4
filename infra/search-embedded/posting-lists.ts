import type { Filter, Scalar } from '../ports/filter.js';
import { isPlainObject, someAtPath, splitPath } from '../filter/document-path.js';
import type { IndexDocument } from '../ports/search-index.js';
import { SlotSet, type ReadonlySlotSet } from './slot-set.js';
import { SortedSlots } from './sorted-slots.js';

type Key = Exclude<Scalar, null>;

/** Documents a filter may match; `exact` when they are precisely its matches (no need to test them). */
export interface Candidates {
  slots: ReadonlySlotSet;
  exact: boolean;
}

interface FieldPostings {
  segments: readonly string[];
  byValue: Map<Key, SortedSlots>;
}

/** A field's numbers in ascending order, each with the slot holding it: a range is a run of it. */
interface NumberColumn {
  values: Float64Array;
  slots: Int32Array;
  /** Every slot holding a number, as bits, when none holds two (then a run's complement is the rest of it). */
  single: SlotSet | undefined;
}

type RangeOperator = '$gt' | '$gte' | '$lt' | '$lte';

/**
 * Posting lists as plain data, by field: each value's slots are `slots` from ends[i - 1] to ends[i], ascending. The caches
 * (bits, number columns) are not kept: they are made again when first asked for.
 */
export type PostingListsState = Array<{ field: string; values: Key[]; ends: Int32Array; slots: Int32Array }>;

/**
 * For each filterable field, which documents (by slot) hold each value (an array field lists every element):
 * the same "equals or contains" test the compiled filter makes. Equality, `$in`, their negations `$ne` and
 * `$nin` (every document but those), and ranges on numbers (`$gt`…`$lte`, some number on the path in range)
 * are answered without reading documents; any other condition is left to the compiled predicate, over the
 * candidates the rest narrowed to. A relaxed AI search runs several such filters per query over 10,000
 * listings; answered as bits, each costs microseconds.
 */
export class PostingLists {
  private readonly lists = new Map<string, FieldPostings>();
  /** Derived on demand and dropped at every write: the bits of large posting lists, each field's numbers sorted. */
  private readonly bitsOf = new Map<SortedSlots, ReadonlySlotSet>();
  private readonly columns = new Map<FieldPostings, NumberColumn>();

  constructor(fields: readonly string[]) {
    for (const field of fields) this.lists.set(field, { segments: splitPath(field), byValue: new Map() });
  }

  add(slot: number, doc: IndexDocument): void {
    this.forget();
    for (const { segments, byValue } of this.lists.values()) {
      for (const value of keysAt(doc, segments)) {
        let slots = byValue.get(value);
        if (!slots) byValue.set(value, (slots = SortedSlots.empty()));
        slots.add(slot);
      }
    }
  }

  remove(slot: number, doc: IndexDocument): void {
    this.forget();
    for (const { segments, byValue } of this.lists.values()) {
      for (const value of keysAt(doc, segments)) {
        const slots = byValue.get(value);
        slots?.delete(slot);
        if (slots?.size === 0) byValue.delete(value);
      }
    }
  }

  exportState(): PostingListsState {
    return Array.from(this.lists, ([field, { byValue }]) => {
      let size = 0;
      for (const slots of byValue.values()) size += slots.size;
      const values: Key[] = [];
      const ends = new Int32Array(byValue.size);
      const slots = new Int32Array(size);
      let next = 0;
      for (const [value, holding] of byValue) {
        slots.set(holding.slots.subarray(0, holding.size), next);
        next += holding.size;
        ends[values.length] = next;
        values.push(value);
      }
      return { field, values, ends, slots };
    });
  }

  /** Into empty lists made with the same fields; each list is a view into one copy of its field's slots. */
  importState(state: PostingListsState): void {
    this.forget();
    for (const { field, values, ends, slots: given } of state) {
      const list = this.lists.get(field);
      if (!list) throw new Error(`The snapshot has posting lists for ${field}, which is not filterable`);
      const slots = given.slice();
      let start = 0;
      values.forEach((value, index) => {
        const end = ends[index] as number;
        list.byValue.set(value, SortedSlots.over(slots.subarray(start, end)));
        start = end;
      });
    }
  }

  /** The filter's candidates among `all` (every document), or undefined when no posting list applies to it. */
  candidates(filter: Filter, all: ReadonlySlotSet): Candidates | undefined {
    const parts: Array<Candidates | undefined> = [];
    this.conjuncts(filter, all, parts);
    return allOf(parts);
  }

  /**
   * Into `parts`, what each condition that must hold leaves (undefined for one no posting list answers): nested `$and`s
   * and a field's several operators are flattened, so that the catalogue's filter (published, within the visitor's
   * own conjunction) is one intersection, made in one pass over the bits.
   */
  private conjuncts(filter: Filter, all: ReadonlySlotSet, parts: Array<Candidates | undefined>): void {
    const entries = Object.entries(filter);
    // An empty filter narrows nothing, as before flattening: the compiled predicate decides it.
    if (entries.length === 0) parts.push(undefined);
    for (const [key, condition] of entries) {
      if (key !== '$and' && key !== '$or') this.forField(key, condition, all, parts);
      else if (!Array.isArray(condition) || condition.length === 0) parts.push(undefined);
      else if (key === '$and') for (const child of condition as Filter[]) this.conjuncts(child, all, parts);
      else parts.push(anyOf(condition.map((child: Filter) => this.candidates(child, all))));
    }
  }

  private forget(): void {
    this.bitsOf.clear();
    this.columns.clear();
  }

  private forField(path: string, condition: unknown, all: ReadonlySlotSet, parts: Array<Candidates | undefined>): void {
    const list = this.lists.get(path);
    if (!list) return void parts.push(undefined);
    if (!isPlainObject(condition))
      return void parts.push(isKey(condition) ? exact(this.holding(list, [condition], all)) : undefined);
    const operators = Object.entries(condition);
    if (operators.length === 0) parts.push(undefined);
    for (const [operator, operand] of operators) parts.push(this.forOperator(list, operator, operand, all));
  }

  private forOperator(list: FieldPostings, operator: string, operand: unknown, all: ReadonlySlotSet) {
    switch (operator) {
      case '$eq':
        return isKey(operand) ? exact(this.holding(list, [operand], all)) : undefined;
      case '$in':
        return isKeyList(operand) ? exact(this.holding(list, operand, all)) : undefined;
      case '$ne':
        return isKey(operand) ? exact(all.andNot(this.holding(list, [operand], all))) : undefined;
      case '$nin':
        return isKeyList(operand) ? exact(all.andNot(this.holding(list, operand, all))) : undefined;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return typeof operand === 'number' ? exact(this.inRange(list, operator, operand, all)) : undefined;
      default:
        return undefined;
    }
  }

  /** Documents holding any of `values`. */
  private holding(list: FieldPostings, values: readonly Key[], all: ReadonlySlotSet): ReadonlySlotSet {
    const lists = values.flatMap((value) => list.byValue.get(value) ?? []);
    if (lists.length === 1) return this.bits(lists[0]!, all);
    // A large list ("sale" or "rent" in the `status: {$in: [...]}` every AI search asks) is joined word by word from
    // its kept bits, not slot by slot from the Set.
    const capacity = capacityOf(all);
    const result = new SlotSet(capacity);
    for (const slots of lists) {
      if (worthKeepingAsBits(slots, capacity)) result.addAll(this.bits(slots, all));
      else addEach(result, slots);
    }
    return result;
  }

  /** A posting list as bits, kept until the next write when worth it: the cache never outgrows the lists. */
  private bits(slots: SortedSlots, all: ReadonlySlotSet): ReadonlySlotSet {
    const kept = this.bitsOf.get(slots);
    if (kept) return kept;
    const capacity = capacityOf(all);
    const bits = new SlotSet(capacity);
    addEach(bits, slots);
    if (worthKeepingAsBits(slots, capacity)) this.bitsOf.set(slots, bits);
    return bits;
  }

  /** Documents with some number on the path that passes the comparison, as the compiled filter decides it. */
  private inRange(list: FieldPostings, operator: RangeOperator, bound: number, all: ReadonlySlotSet): ReadonlySlotSet {
    const capacity = capacityOf(all);
    const column = this.column(list, capacity);
    const { values, slots } = column;
    const [from, to] =
      operator === '$gt'
        ? [firstWhereNot(values, (value) => value <= bound), values.length]
        : operator === '$gte'
          ? [firstWhereNot(values, (value) => value < bound), values.length]
          : operator === '$lt'
            ? [0, firstWhereNot(values, (value) => value < bound)]
            : [0, firstWhereNot(values, (value) => value <= bound)];
    // The whole column (a floor below every price): the kept set of every slot holding a number.
    if (column.single && from === 0 && to === values.length) return column.single;
    // A run longer than the rest of the column ("dearer than 700 millones" is most listings) is made from the rest.
    if (column.single && 2 * (to - from) > values.length) {
      const rest = new SlotSet(capacity);
      for (let index = 0; index < from; index++) rest.add(slots[index]!);
      for (let index = to; index < values.length; index++) rest.add(slots[index]!);
      return column.single.andNot(rest);
    }
    const result = new SlotSet(capacity);
    for (let index = from; index < to; index++) result.add(slots[index]!);
    return result;
  }

  private column(list: FieldPostings, capacity: number): NumberColumn {
    let column = this.columns.get(list);
    if (!column) {
      const numbers = [...list.byValue.keys()].filter((key) => typeof key === 'number').sort((a, b) => a - b);
      let length = 0;
      for (const value of numbers) length += list.byValue.get(value)!.size;
      const values = new Float64Array(length);
      const slots = new Int32Array(length);
      const holding = new SlotSet(capacity);
      let index = 0;
      for (const value of numbers) {
        const held = list.byValue.get(value)!;
        for (let i = 0; i < held.size; i++) {
          const slot = held.slots[i]!;
          values[index] = value;
          slots[index++] = slot;
          holding.add(slot);
        }
      }
      column = { values, slots, single: holding.size === length ? holding : undefined };
      this.columns.set(list, column);
    }
    return column;
  }
}

const capacityOf = (set: ReadonlySlotSet) => set.words.length << 5;

const exact = (slots: ReadonlySlotSet): Candidates => ({ slots, exact: true });

/** A list whose bits take no more room than the list itself (4 bytes a slot). */
const worthKeepingAsBits = (slots: SortedSlots, capacity: number) => slots.size * 32 >= capacity;

function addEach(bits: SlotSet, list: SortedSlots): void {
  for (let i = 0; i < list.size; i++) bits.add(list.slots[i]!);
}

/** A value a posting list can hold (null also matches documents without the field, which no list holds). */
const isKey = (value: unknown): value is Key =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isKeyList = (value: unknown): value is Key[] => Array.isArray(value) && value.every(isKey);

/** Conditions that must all hold: the parts that narrow, intersected; exact only if every part was. */
function allOf(parts: readonly (Candidates | undefined)[]): Candidates | undefined {
  const narrowed = parts.filter((part): part is Candidates => part !== undefined);
  if (narrowed.length === 0) return undefined;
  return {
    slots: SlotSet.intersection(narrowed.map((part) => part.slots)),
    exact: narrowed.length === parts.length && narrowed.every((part) => part.exact),
  };
}

/** Alternatives: narrowing only if every alternative narrows. */
function anyOf(parts: readonly (Candidates | undefined)[]): Candidates | undefined {
  if (parts.some((part) => part === undefined)) return undefined;
  const narrowed = parts as readonly Candidates[];
  return {
    slots: narrowed.map((part) => part.slots).reduce((result, slots) => result.or(slots)),
    exact: narrowed.every((part) => part.exact),
  };
}

/** The first index of ascending `values` where `before` no longer holds (it holds for a prefix). */
function firstWhereNot(values: Float64Array, before: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(values[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function keysAt(doc: IndexDocument, segments: readonly string[]): Set<Key> {
  const keys = new Set<Key>();
  someAtPath(doc, segments, (value) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') keys.add(item);
    }
    return false; // keep walking: this collects, it does not test
  });
  return keys;
}
