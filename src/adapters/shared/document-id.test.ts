import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID_LENGTH, newDocumentId } from './document-id';

describe('newDocumentId', () => {
  it('gives 20 letters and digits', () => {
    expect(newDocumentId()).toMatch(new RegExp(`^[A-Za-z0-9]{${DOCUMENT_ID_LENGTH}}$`));
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 5000 }, newDocumentId));
    expect(ids.size).toBe(5000);
  });
});
