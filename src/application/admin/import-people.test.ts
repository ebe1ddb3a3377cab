import { describe, expect, it } from 'vitest';
import type { MappingMemory } from '../ports/mapping-memory.port';
import { ImportPeople } from './import-people.use-case';

function memory(): MappingMemory & { kept: Map<string, unknown> } {
  const kept = new Map();
  return { kept, recall: (key) => kept.get(key) ?? null, remember: (key, mapping) => void kept.set(key, mapping) };
}

const importer = (remembering: MappingMemory) =>
  new ImportPeople({} as never, {} as never, {} as never, { now: () => new Date() }, remembering);

describe('ImportPeople.suggestMapping', () => {
  it('guesses from the column names the first time', () => {
    expect(importer(memory()).suggestMapping('directory', ['Full name', 'Mail'])).toMatchObject({
      mapping: { name: ['Full name'], email: ['Mail'] },
      remembered: false,
    });
  });

  it('offers what was chosen last time for the same columns and target, and only for them', () => {
    const remembering = memory();
    remembering.remember(JSON.stringify(['users', ['Who', 'Contact']]), { name: ['Who'], email: ['Contact'] });
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact'])).toEqual({
      mapping: { name: ['Who'], email: ['Contact'] },
      remembered: true,
    });
    expect(importer(remembering).suggestMapping('highlevel', ['Who', 'Contact']).remembered).toBe(false);
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact', 'Phone']).remembered).toBe(false);
  });

  it('guesses again when what was remembered names a column the file does not have', () => {
    const remembering = memory();
    remembering.remember(JSON.stringify(['users', ['Who', 'Contact']]), { name: ['Who', 'Gone'], email: ['Contact'] });
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact']).remembered).toBe(false);
  });
});
