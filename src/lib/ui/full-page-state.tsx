import { primaryButton } from './styles';

/**
 * Shown while the host's configuration loads: neutral (no tenant colours are known yet) and announced to
 * screen readers through role="status".
 */
export function FullPageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center bg-white">
      <div className="flex flex-col items-center gap-4 text-gray-600">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-gray-200 border-t-gray-700 motion-reduce:animate-none"
        />
        <span className="text-sm font-medium">{label}</span>
      </div>
    </div>
  );
}

interface FullPageErrorProps {
  title: string;
  description: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** A whole-page error outside the router (e.g. the host has no configuration). */
export function FullPageError({ title, description, retryLabel, onRetry }: FullPageErrorProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <p className="mt-3 text-sm leading-6 text-gray-600">{description}</p>
        {onRetry && retryLabel ? (
          <button type="button" onClick={onRetry} className={`${primaryButton} mt-6`}>
            {retryLabel}
          </button>
        ) : null}
      </div>
    </main>
  );
}
