import { describe, expect, it } from 'vitest';
import type { IndexDocument } from '../ports/search-index.js';
import { copyOf } from '../filter/copy-of.js';
import { AttributeCopies } from './document-copies.js';

describe('document copies', () => {
  it('copies a document as parsing its JSON again would, a "__proto__" field included', () => {
    const doc = JSON.parse('{"id":"a","tags":["x",{"y":1}],"__proto__":{"polluted":true},"n":null}') as IndexDocument;
    const copy = copyOf(doc);
    expect(copy).toEqual(doc);
    expect(Object.keys(copy)).toEqual(['id', 'tags', '__proto__', 'n']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    (copy.tags as unknown[]).push('z');
    expect(doc.tags).toEqual(['x', { y: 1 }]);
  });

  it('hands out id and the attributes asked for, and forgets what it kept of a slot written since', () => {
    const stored: IndexDocument[] = [{ id: 'a', json: '{"a":1}', kind: 'x', body: 'largo' }];
    const copies = new AttributeCopies(
      (slot) => stored[slot]!,
      () => stored.length,
    );
    const pick = copies.picker(['json', 'kind', 'missing']);
    expect(pick(0)).toEqual({ id: 'a', json: '{"a":1}', kind: 'x' });
    stored[0] = { id: 'a', json: '{"a":2}', kind: 'y' };
    // Kept: a write the index did not report is not seen.
    expect(pick(0)).toEqual({ id: 'a', json: '{"a":1}', kind: 'x' });
    copies.forget(0);
    expect(pick(0)).toEqual({ id: 'a', json: '{"a":2}', kind: 'y' });
  });
});
