import type { FileSaver } from '../../application/ports/file-saver.port';

/** Saves through a temporary link to a Blob: the browser's own download, no server round-trip. */
export const browserFileSaver: FileSaver = {
  save(fileName, parts, mimeType) {
    const url = URL.createObjectURL(new Blob([...parts], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers; a moment later is safe.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
