import type { CollectionName } from '../ports/collections';
import type { CsvOptions } from '../../domain/csv/csv';
import { CSV_BYTE_ORDER_MARK, csvLines } from '../../domain/csv/csv';
import type { DocumentStore } from '../ports/document-store.port';
import type { FileSaver } from '../ports/file-saver.port';

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** "Download as CSV" (docs/product.md, "Data functions"): the whole collection as `{collection}.csv`. */
export class CollectionExport {
  constructor(
    private readonly store: DocumentStore,
    private readonly files: FileSaver,
  ) {}

  /** A failed download is only logged; the result tells the caller whether it worked. */
  async downloadCsv(collection: CollectionName, options: CsvOptions = {}): Promise<boolean> {
    try {
      const documents = await this.store.listAll(collection);
      this.files.save(`${collection}.csv`, [CSV_BYTE_ORDER_MARK, ...csvLines(documents, options)], CSV_MIME_TYPE);
      return true;
    } catch (error) {
      console.error('Error downloading CSV:', error);
      return false;
    }
  }
}
