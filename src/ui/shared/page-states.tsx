export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}

export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="alert alert--error">
      <p>
        {what} could not be loaded: {message}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
