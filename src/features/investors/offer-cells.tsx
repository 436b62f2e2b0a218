import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MoneyAmount } from '#generated/api/model';
import { formatMoney } from '../../lib/format';
import { EmptyCell, truncateText } from '../../lib/table';
import { focusRing } from '../../lib/ui/styles';
import { investorMessages } from './investor-messages';

export { formatMoney };

/** Sums per currency, never added across currencies: "1 000,00 PLN · 200,00 EUR". */
export function formatSums(sums: readonly MoneyAmount[]): string {
  return sums.map((sum) => formatMoney(sum.value, sum.currency)).join(' · ');
}

/**
 * Text cut at `max` characters with "..." (see docs/product/formats.md). When cut, the whole text is reachable by
 * pointer AND keyboard: the text is focusable, its tooltip (role="tooltip", aria-describedby) opens on hover
 * and on focus and closes on Escape, blur or leaving (WCAG 1.4.13), and the title carries it as well.
 */
export function TruncatedWithTooltip({ text, max }: { text: string | null | undefined; max: number }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  if (text === null || text === undefined || text.trim() === '') return <EmptyCell />;
  const shown = truncateText(text, max);
  if (shown === text) return <>{text}</>;
  return (
    <span className="relative inline-block">
      <button
        type="button"
        title={text}
        aria-describedby={tooltipId}
        onClick={() => setOpen((current) => !current)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className={`cursor-help rounded-sm text-left underline decoration-gray-300 decoration-dotted underline-offset-4 ${focusRing}`}
      >
        {shown}
      </button>
      {/* Hidden while closed (still the button's description), so a screen reader does not read the text twice. */}
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        className="absolute top-full left-0 z-30 mt-1 w-max max-w-xs rounded-md bg-gray-900 px-2 py-1 text-xs font-normal whitespace-normal text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  );
}

/** The "stuck" mark of an offer, with its meaning for pointer and screen-reader users. */
export function StuckBadge() {
  const intl = useIntl();
  const hint = intl.formatMessage(investorMessages.stuckHint);
  return (
    <span
      title={hint}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-3">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4v4.19l2.53 2.53-1.06 1.06-2.97-2.97V6h1.5Z" />
      </svg>
      {intl.formatMessage(investorMessages.stuckBadge)}
      <span className="sr-only">: {hint}</span>
    </span>
  );
}
