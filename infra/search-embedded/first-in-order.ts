/**
 * The first `count` of `items` in `compare` order, sorted: what sorting them all and keeping the first `count`
 * gives when `compare` is a total order, found with a heap of `count` entries. A page of 24 out of 10,000
 * ranked listings then costs about 10,000 comparisons with the heap's worst entry instead of a full sort.
 * `scores`, when `compare` puts a higher score first before anything else, turns most items away on one
 * comparison of numbers.
 */
export function firstInOrder(
  items: ArrayLike<number>,
  count: number,
  compare: (a: number, b: number) => number,
  scores?: Float64Array,
): number[] {
  // The heap's root is the entry that comes last, the first to give way to a better item.
  const heap: number[] = [];
  const after = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const item = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = item;
  };
  for (let next = 0; next < items.length; next++) {
    const item = items[next]!;
    if (scores && heap.length === count && scores[item]! < scores[heap[0]!]!) continue;
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && after(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (count > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let last = i;
        if (left < heap.length && after(left, last)) last = left;
        if (right < heap.length && after(right, last)) last = right;
        if (last === i) break;
        swap(i, last);
        i = last;
      }
    }
  }
  return heap.sort(compare);
}
