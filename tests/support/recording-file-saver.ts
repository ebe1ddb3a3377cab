import type { FileSaver } from '../../src/application/ports/file-saver.port';

/** A FileSaver that keeps what it was given, each file's parts joined: what the person would get. */
export function recordingFileSaver() {
  const saved: Array<{ fileName: string; content: string; mimeType: string }> = [];
  const saver: FileSaver = {
    save: (fileName, parts, mimeType) => saved.push({ fileName, content: parts.join(''), mimeType }),
  };
  return { saver, saved };
}
