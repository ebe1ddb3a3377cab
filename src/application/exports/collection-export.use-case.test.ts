import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '../ports/document-store.port';
import { CSV_MIME_TYPE, CollectionExport } from './collection-export.use-case';
import { recordingFileSaver } from '../../../tests/support/recording-file-saver';

function storeListing(documents: object[] | Error): DocumentStore {
  const listAll = documents instanceof Error ? vi.fn().mockRejectedValue(documents) : vi.fn().mockResolvedValue(documents);
  return { listAll } as unknown as DocumentStore;
}

describe('CollectionExport.downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the collection as {collection}.csv without a header, after the byte-order mark Excel needs for accents', async () => {
    const { saver, saved } = recordingFileSaver();
    const exporter = new CollectionExport(storeListing([{ id: '1', email: 'zoë@x.org' }]), saver);
    await expect(exporter.downloadCsv('users')).resolves.toEqual({ saved: true });
    expect(saved).toEqual([{ fileName: 'users.csv', content: '\uFEFF1,zoë@x.org\r\n', mimeType: CSV_MIME_TYPE }]);
  });

  it('adds the header row on request, after the byte-order mark', async () => {
    const { saver, saved } = recordingFileSaver();
    await new CollectionExport(storeListing([{ id: '1', email: 'a@x.org' }]), saver).downloadCsv('users', { header: true });
    expect(saved[0]?.content).toBe('\uFEFFid,email\r\n1,a@x.org\r\n');
  });

  it('saves only the documents a list shows, in its order, when given them (a search); one removed meanwhile is left out', async () => {
    const { saver, saved } = recordingFileSaver();
    const documents = [
      { id: '1', email: 'a@x.org' },
      { id: '2', email: 'b@x.org' },
      { id: '3', email: 'c@x.org' },
    ];
    await new CollectionExport(storeListing(documents), saver).downloadCsv('users', { only: ['3', 'gone', '1'] });
    expect(saved[0]?.content).toBe('\uFEFF3,c@x.org\r\n1,a@x.org\r\n');
  });

  it('saves the whole collection in the order a list shows it; anyone added since comes after, anyone removed is left out', async () => {
    const { saver, saved } = recordingFileSaver();
    // As a table gives them, by key; the list shows them by name.
    const documents = [
      { id: 'k1', name: 'Zoë' },
      { id: 'k2', name: 'Ada' },
      { id: 'k3', name: 'Lin' },
      { id: 'k4', name: 'New' },
    ];
    await new CollectionExport(storeListing(documents), saver).downloadCsv('users', { order: ['k2', 'gone', 'k3', 'k1'] });
    expect(saved[0]?.content).toBe('\uFEFFk2,Ada\r\nk3,Lin\r\nk1,Zoë\r\nk4,New\r\n');
  });

  it('saves nothing on a failure, logs it, and gives the store’s error for the page to word', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { saver, saved } = recordingFileSaver();
    const failure = new Error('offline');
    await expect(new CollectionExport(storeListing(failure), saver).downloadCsv('users')).resolves.toEqual({
      saved: false,
      error: failure,
    });
    expect(error).toHaveBeenCalledWith('Error downloading CSV:', failure);
    expect(saved).toEqual([]);
  });
});
