import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageMappingMemory } from './local-storage-mapping-memory';
import { memoryStorage } from '../../../tests/support/memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('the column choices of past imports, in local storage', () => {
  it('recalls the mapping of the same columns, newest kept, the twenty latest only', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorageMappingMemory.remember('weekly', { name: ['Who'] });
    localStorageMappingMemory.remember('weekly', { name: ['Who', 'Surname'] });
    expect(localStorageMappingMemory.recall('weekly')).toEqual({ name: ['Who', 'Surname'] });
    for (let file = 0; file < 20; file += 1) localStorageMappingMemory.remember(`file ${file}`, { name: ['Name'] });
    expect(localStorageMappingMemory.recall('weekly')).toBeNull();
    expect(localStorageMappingMemory.recall('file 0')).toEqual({ name: ['Name'] });
  });

  it('takes damaged or missing storage for no memory', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storage.setItem('rollcall.import.mappings', '{"not": "a list"');
    expect(localStorageMappingMemory.recall('weekly')).toBeNull();
    vi.stubGlobal('localStorage', undefined);
    localStorageMappingMemory.remember('weekly', { name: ['Who'] });
    expect(localStorageMappingMemory.recall('weekly')).toBeNull();
  });
});
