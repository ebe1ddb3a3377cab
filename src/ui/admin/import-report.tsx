import type { ImportResult } from '../../application/admin/import-people.use-case';

const SHOWN = 50;

/** What the import did: imported, skipped as existing, repeated in the file, refused (line and reason). */
export function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  return (
    <div role="status" className="import-report">
      <h3>Import finished</h3>
      <ul className="import-report__figures">
        <li>
          <strong>{result.imported.toLocaleString()}</strong> imported
        </li>
        <li>
          <strong>{result.skippedExisting.length.toLocaleString()}</strong> skipped: e-mail already in the list
        </li>
        <li>
          <strong>{result.duplicatesInFile.length.toLocaleString()}</strong> repeated in the file
        </li>
        <li>
          <strong>{result.rejected.length.toLocaleString()}</strong> refused
        </li>
      </ul>
      {result.rejected.length > 0 && (
        <details open>
          <summary>Refused rows</summary>
          <ul>
            {result.rejected.slice(0, SHOWN).map((problem) => (
              <li key={`${problem.line}-${problem.field}`}>
                Line {problem.line}: {problem.reason}
              </li>
            ))}
          </ul>
          {result.rejected.length > SHOWN && <p>…and {result.rejected.length - SHOWN} more.</p>}
        </details>
      )}
      {result.duplicatesInFile.length > 0 && (
        <details>
          <summary>Repeated in the file</summary>
          <ul>
            {result.duplicatesInFile.slice(0, SHOWN).map((duplicate) => (
              <li key={duplicate.line}>
                Line {duplicate.line}: {duplicate.email} is on line {duplicate.firstLine} already.
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.skippedExisting.length > 0 && (
        <details>
          <summary>Already in the list</summary>
          <ul>
            {result.skippedExisting.slice(0, SHOWN).map((skip) => (
              <li key={skip.line}>
                Line {skip.line}: {skip.email}
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
