/** Hands a generated file to the person: a browser download in the app. */
export interface FileSaver {
  save(fileName: string, parts: readonly BlobPart[], mimeType: string): void;
}
